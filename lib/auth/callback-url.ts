/**
 * Where Auth.js may send the browser after a sign-in or sign-out: a path of this site or an
 * address on its origin. Anything else (another host, a scheme-relative `//host`, an address
 * that does not parse) is refused, so no callbackUrl can redirect off-site or fail a request.
 */

/** The absolute address of `target` when it stays on `origin`, else null. */
export function sameSiteTarget(target: string, origin: string): string | null {
  try {
    const base = new URL(origin);
    const url = new URL(target, base);
    return url.origin === base.origin ? url.href : null;
  } catch {
    return null;
  }
}
