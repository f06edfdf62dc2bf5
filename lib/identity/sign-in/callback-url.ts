/**
 * Where Auth.js may send the browser after a sign-in or sign-out: a path of this site or an
 * address on its origin. Anything else (another host, a scheme-relative `//host`, an address
 * that does not parse) is refused, so no callbackUrl can redirect off-site or fail a request.
 */

// A tab or newline is dropped by URL parsers (so `/\t/host` reads as `//host`), and any
// control character in a Location header fails the response.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

// The login form resolves `next` in the browser, where APP_URL is not known: for a path,
// whether it stays on its origin does not depend on which origin that is.
const ANY_ORIGIN = "http://app.invalid";

const MAX_TARGET_LENGTH = 2000;

/** The absolute address of `target` when it stays on `origin`, else null. */
export function sameSiteTarget(target: string, origin: string): string | null {
  if (CONTROL_CHARACTER.test(target)) return null;
  try {
    const base = new URL(origin);
    const url = new URL(target, base);
    return url.origin === base.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A path of this site to go to after signing in (`?next=` of the login page), or null: kept
 * only when `new URL(next, origin)` stays on `origin` and holds no control character. The
 * answer is the resolved path, never one that starts `//` (which a browser reads as a host).
 */
export function localNextPath(target: string | null | undefined, origin: string = ANY_ORIGIN): string | null {
  if (!target || target.length > MAX_TARGET_LENGTH) return null;
  const href = sameSiteTarget(target, origin);
  if (href === null) return null;
  const url = new URL(href);
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
