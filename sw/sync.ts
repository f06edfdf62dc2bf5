/**
 * Background Sync of the offline write queue (lib/offline): on the queue's sync tag, the same
 * replay as the windows', for the user the windows named; then the open windows are told, so
 * they refresh their lists. A run that stopped for want of a connection fails, and the browser
 * tries the tag again later.
 */
import { httpSend, replay, withQueueLock } from "@/lib/offline/replay";
import { idbQueue } from "@/lib/offline/store";
import { SYNC_TAG, SYNCED_MESSAGE } from "@/lib/offline/types";

/** The Background Sync event (not in TypeScript's webworker library). */
type SyncEvent = ExtendableEvent & { readonly tag: string; readonly lastChance: boolean };

export function listenForSync(self: ServiceWorkerGlobalScope): void {
  self.addEventListener("sync" as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag !== SYNC_TAG) return;
    sync.waitUntil(replayQueue(self));
  });
}

async function replayQueue(self: ServiceWorkerGlobalScope): Promise<void> {
  const store = idbQueue();
  const userId = await store.currentUser();
  if (!userId) return;
  const result = await withQueueLock(() => replay(store, userId, httpSend(self.fetch.bind(self))));
  if (result.synced > 0 || result.refused > 0) {
    const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const client of windows)
      client.postMessage({ type: SYNCED_MESSAGE, synced: result.synced, refused: result.refused });
  }
  if (result.stopped === "network" || result.stopped === "unavailable" || result.retry)
    throw new Error("offline writes are still waiting");
}
