/**
 * What the service worker caches at run time, and what it answers offline. Pages are read
 * from the network first and a copy is kept for reading offline (the "pages" cache); the
 * client router's RSC requests and the API always go to the network (offline, a failed RSC
 * request makes Next load the page as a document, which the kept copy answers); the build's
 * files come from the cache. The rules themselves are pure functions in ./page-rules.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type RuntimeCaching,
  type SerwistOptions,
  type SerwistPlugin,
} from "serwist";
import { CACHE_PAGE, SIGNED_OUT, type PageCacheMessage } from "../lib/pwa/messages";
import {
  PAGES_CACHE,
  isApiRequest,
  isBuildAsset,
  isKeptPageUrl,
  isPageUrl,
  isRecacheDue,
  isRscRequest,
  isSharePage,
  isSignedOutAnswer,
  isStaticFile,
  isStorableAnswer,
  lastCachedAt,
  markOfflineCopy,
} from "./page-rules";

declare const self: ServiceWorkerGlobalScope;

/** A slow answer (a weak signal) shows the kept copy after this long; the fresh one still replaces it. */
const NETWORK_TIMEOUT_SECONDS = 5;

function forgetPages(): Promise<boolean> {
  return caches.delete(PAGES_CACHE);
}

/**
 * The kept pages' rules: store a plain 200 of a page that may be kept, forget every page when
 * an answer shows the device signed out, and mark a copy answered offline for the banner.
 * cacheWillUpdate sees navigation-preload answers too (fetchDidSucceed does not).
 */
const pagesPlugin: SerwistPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (isSignedOutAnswer(response)) {
      await forgetPages();
      return null;
    }
    return isStorableAnswer(response) && isKeptPageUrl(new URL(request.url), self.location.origin) ? response : null;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const { status, statusText, headers } = cachedResponse;
    return new Response(markOfflineCopy(await cachedResponse.text()), { status, statusText, headers });
  },
};

/** A client-side navigation to /login (sign-out, an expired session) shows the device signed out too. */
const signedOutPlugin: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (isSignedOutAnswer(response)) await forgetPages();
    return response;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // the app's answers vary on Next's router headers; a page's HTML is stored and read only for documents
  matchOptions: { ignoreVary: true },
  plugins: [pagesPlugin, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});

export const runtimeCaching: RuntimeCaching[] = [
  { matcher: ({ request }) => isRscRequest(request), handler: new NetworkOnly({ plugins: [signedOutPlugin] }) },
  { matcher: ({ url }) => isApiRequest(url, self.location.origin), handler: new NetworkOnly() },
  {
    matcher: ({ request, url }) => request.mode === "navigate" && isSharePage(url, self.location.origin),
    handler: new NetworkOnly(),
  },
  {
    matcher: ({ request, url }) => request.mode === "navigate" && isPageUrl(url, self.location.origin),
    handler: pages,
  },
  {
    matcher: ({ url }) => isBuildAsset(url, self.location.origin),
    handler: new CacheFirst({
      cacheName: "next-static",
      plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * 24 * 60 * 60 })],
    }),
  },
  {
    matcher: ({ url }) => isStaticFile(url, self.location.origin),
    handler: new StaleWhileRevalidate({
      cacheName: "static-files",
      plugins: [new ExpirationPlugin({ maxEntries: 60 })],
    }),
  },
];

/** A document never opened online gets the precached offline page. */
export const offlineFallbacks: SerwistOptions["fallbacks"] = {
  entries: [{ url: "/offline", matcher: ({ request }) => request.destination === "document" }],
};

/** Refreshes this worker started, by URL: a second message before the copy lands is no second render. */
const refreshStarted = new Map<string, number>();

async function keepPage(event: ExtendableMessageEvent, href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (!isKeptPageUrl(url, self.location.origin)) return;
  url.hash = "";
  const key = url.href;
  const kept = await (await caches.open(PAGES_CACHE)).match(key, { ignoreVary: true });
  const now = Date.now();
  if (!isRecacheDue(lastCachedAt(refreshStarted.get(key), kept?.headers.get("date")), now)) return;
  refreshStarted.set(key, now);
  await pages.handle({ request: new Request(key), event });
}

/**
 * Messages from the pages: keep a copy of the page a client-side navigation showed (its data
 * came as RSC, which is not stored), and forget every kept page on sign-out.
 */
export function listenForPageMessages(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener("message", (event) => {
    const data = event.data as PageCacheMessage | undefined;
    if (data?.type === SIGNED_OUT) event.waitUntil(forgetPages());
    else if (data?.type === CACHE_PAGE && typeof data.url === "string")
      event.waitUntil(keepPage(event, data.url).catch(() => undefined));
  });
}
