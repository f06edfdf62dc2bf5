/** What the service worker caches at run time, and what it answers offline. */
import { NetworkOnly, type RuntimeCaching, type SerwistOptions } from "serwist";

export const runtimeCaching: RuntimeCaching[] = [{ matcher: /.*/i, handler: new NetworkOnly() }];

export const offlineFallbacks: SerwistOptions["fallbacks"] = { entries: [] };
