/**
 * The rules of offline reading, as pure functions (tests/unit/pwa/page-rules.test.ts): which
 * requests are pages kept for reading offline, when a kept page is refreshed, what tells the
 * worker the device is signed out, and the mark on a page answered from the cache.
 */
import { OFFLINE_COPY_META } from "../lib/pwa/messages";

/** The cache of pages kept for reading offline (someone's health data: cleared on sign-out). */
export const PAGES_CACHE = "pages";

/** A client-side navigation refreshes a kept page at most this often (each refresh is a server render). */
export const RECACHE_AFTER_MS = 60_000;

/** Never kept: the API, provider share pages (a secret link), the worker itself, Next's files. */
const NEVER_A_PAGE = ["/api/", "/share/", "/serwist/", "/_next/"];
/** Pages of the signed-out flows: kept nowhere (their links carry one-time tokens). */
const AUTH_PAGES = ["/login", "/reset-password", "/verify-email", "/revert-email", "/family/join"];

const under = (path: string, prefix: string) =>
  prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);

/** A same-origin page the worker answers at all (network first, the kept copy when offline). */
export function isPageUrl(url: URL, origin: string): boolean {
  return url.origin === origin && !NEVER_A_PAGE.some((p) => under(url.pathname, p));
}

/** A page whose copy may be kept: a page, and not one of the signed-out flows. */
export function isKeptPageUrl(url: URL, origin: string): boolean {
  return isPageUrl(url, origin) && !AUTH_PAGES.some((p) => under(url.pathname, p));
}

/** A provider share page: always from the network, never stored. */
export function isSharePage(url: URL, origin: string): boolean {
  return url.origin === origin && under(url.pathname, "/share/");
}

/** A React Server Components request of Next's client router (navigation or prefetch). */
export function isRscRequest(request: Request): boolean {
  return request.headers.get("RSC") === "1";
}

/** A dedicated or shared worker's script (the import's file reader, say). */
export function isWorkerScript(request: Pick<Request, "destination">): boolean {
  return request.destination === "worker" || request.destination === "sharedworker";
}

/** A GET of the REST API. */
export function isApiRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/api/");
}

/** The build's hashed files: never change under their name. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/_next/static/");
}

/** The app's other static files (icons, manifest, optimised images): may change under their name. */
export function isStaticFile(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const p = url.pathname;
  return (
    p.startsWith("/icons/") ||
    p.startsWith("/_next/image") ||
    ["/manifest.webmanifest", "/icon.svg", "/favicon.ico"].includes(p)
  );
}

/** Whether a copy may be stored: a plain 200 for the URL asked (not a redirect's target). */
export function isStorableAnswer(response: Response): boolean {
  return response.status === 200 && response.type === "basic" && !response.redirected;
}

/**
 * The login form answered: the device is signed out (a signed-in visitor to /login is sent
 * on), whether it was asked for or a page redirected there.
 */
export function isSignedOutAnswer(response: Response): boolean {
  if (response.status !== 200 || !response.url) return false;
  return new URL(response.url).pathname === "/login";
}

/**
 * When the kept copy was last refreshed: the later of a refresh this worker started and the
 * copy's own Date header (the worker may have been stopped and started since).
 */
export function lastCachedAt(startedAt: number | undefined, dateHeader: string | null | undefined): number {
  const stored = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  return Math.max(startedAt ?? 0, Number.isNaN(stored) ? 0 : stored);
}

export function isRecacheDue(lastAt: number, now: number): boolean {
  return now - lastAt >= RECACHE_AFTER_MS;
}

/** The page's HTML with the mark the banner reads (components/offline/offline-banner.tsx). */
export function markOfflineCopy(html: string): string {
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="${OFFLINE_COPY_META}" content="1">`);
}
