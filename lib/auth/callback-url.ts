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

/**
 * A path of this site to go to after signing in (`?next=` of the login page), or null: only
 * an absolute path, never `//host` or `/\\host` (which browsers read as another host).
 */
export function localNextPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return target.length > 2000 ? null : target;
}
