/**
 * What the pages and the service worker tell each other about offline reading: the messages
 * a page posts to the worker, and the mark the worker puts on a page it answers from its cache.
 */

/** Posted after a client-side navigation: keep a copy of this page for reading offline. */
export const CACHE_PAGE = "vitalog:cache-page";
/** Posted on sign-out: forget every page kept for offline reading. */
export const SIGNED_OUT = "vitalog:signed-out";

export type PageCacheMessage = { type: typeof CACHE_PAGE; url: string } | { type: typeof SIGNED_OUT };

/** A <meta name> the worker adds to a page it answers from its cache (the network failed). */
export const OFFLINE_COPY_META = "vitalog-offline-copy";
