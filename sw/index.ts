/**
 * The service worker's entry, bundled by esbuild through app/serwist/[path]/route.ts into
 * /serwist/sw.js. Serwist precaches the app shell (the build's static files and the offline
 * page); each part adds its own listeners: caching and offline reading (./caching), the
 * offline write queue's Background Sync (./sync), and Web Push with its actions (./push).
 */
import { Serwist, type PrecacheEntry, type SerwistGlobalConfig } from "serwist";
import { listenForPageMessages, offlineFallbacks, runtimeCaching } from "./caching";
import { isWorkerScript } from "./page-rules";
import { listenForPush } from "./push";
import { listenForSync } from "./sync";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching,
  fallbacks: offlineFallbacks,
});

listenForPageMessages(self);
// A worker's script is fetched by the browser itself, never answered from a cache: Turbopack
// hands a worker its settings in the script URL's #fragment, and the worker reads them from
// its location, which a response from the worker's caches would give without the fragment.
self.addEventListener("fetch", (event) => {
  if (isWorkerScript(event.request)) event.stopImmediatePropagation();
});

listenForSync(self);
listenForPush(self);
serwist.addEventListeners();
