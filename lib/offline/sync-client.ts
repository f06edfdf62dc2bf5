/**
 * The window's replay of the queue: on page load, on the `online` event, and when the service
 * worker reports a sync of its own. Loaded lazily by the app shell (components/offline).
 */
import { queueSnapshot, reloadQueue } from "./live";

// one chunk for the window's side: useApiAction saves into the queue through this module,
// which the app shell has loaded by then, so saving needs no network
export { enqueue, saveWrites } from "./enqueue";
import { httpSend, replay, withQueueLock, type ReplayResult } from "./replay";
import { idbQueue, SYNC_SENDER } from "./store";
import { SIGNED_OUT_MESSAGE, SYNCED_CHANNEL, SYNCED_MESSAGE } from "./types";

export type SyncReport = {
  /** Writes that reached the server (the page refreshes to show them); 0: another tab or the service worker sent them. */
  onSynced: (count: number) => void;
  /** Writes the server refused in this run. */
  onRefused: (count: number) => void;
  /** The session is gone: writes wait until the user signs in again. */
  onSignedOut: () => void;
};

const RETRY_MS = 5_000;
/** Writes synced one after another elsewhere make one refresh here. */
const SETTLE_MS = 300;

let runNow: (() => void) | null = null;

/** Replays at once (after an edit of a refused write), when a run has started in this window. */
export function requestSync(): void {
  runNow?.();
}

/** Starts replaying for `userId`; answers the function that stops it. */
export function startSync(userId: string, report: SyncReport): () => void {
  const store = idbQueue();
  let running = false;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function tell(result: ReplayResult) {
    if (result.synced > 0) report.onSynced(result.synced);
    if (result.refused > 0) report.onRefused(result.refused);
    if (result.stopped === "signed-out") report.onSignedOut();
  }

  async function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      await store.setCurrentUser(userId);
      const before = queueSnapshot().length;
      const result = await withQueueLock(() => replay(store, userId, httpSend(fetch.bind(globalThis))));
      await reloadQueue();
      tell(result);
      // writes this page showed waiting were sent by another tab or the service worker meanwhile
      if (result.synced === 0 && queueSnapshot().length < before) report.onSynced(0);
      if (result.retry) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void run(), RETRY_MS);
      }
    } catch {
      // IndexedDB unavailable: nothing was queued either
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  }

  const onOnline = () => void run();
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; synced?: number; refused?: number } | null;
    if (data?.type !== SYNCED_MESSAGE) return;
    void reloadQueue();
    if (data.synced) report.onSynced(data.synced);
    if (data.refused) report.onRefused(data.refused);
    void run(); // writes made since the service worker's run
  };
  // Another tab or the service worker sent writes: this page's lists may lack them, even
  // writes it never showed waiting (it loaded while they were on their way).
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const elsewhere = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => {
      void reloadQueue();
      report.onSynced(0);
    }, SETTLE_MS);
  };
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SYNCED_CHANNEL);
  if (channel)
    channel.onmessage = (event: MessageEvent<{ sender?: string }>) => {
      if (event.data?.sender !== SYNC_SENDER) elsewhere();
    };

  runNow = onOnline;
  window.addEventListener("online", onOnline);
  navigator.serviceWorker?.addEventListener("message", onMessage);
  // a write that reached the server after this page was requested, before the channel was heard
  void store
    .lastSynced()
    .then((at) => {
      if (at > performance.timeOrigin) elsewhere();
    })
    .catch(() => {});
  void run();
  return () => {
    stopped = true;
    if (runNow === onOnline) runNow = null;
    clearTimeout(retryTimer);
    clearTimeout(settleTimer);
    channel?.close();
    window.removeEventListener("online", onOnline);
    navigator.serviceWorker?.removeEventListener("message", onMessage);
  };
}

/** Sign-out: this user's writes are deleted, and the service worker drops its cached pages. */
export async function forgetUser(userId: string): Promise<void> {
  const store = idbQueue();
  try {
    await store.removeUser(userId);
    await store.setCurrentUser(null);
  } catch {
    // no IndexedDB: nothing was kept
  }
  navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE });
  await reloadQueue();
}

/** The refused dialog's actions. */
export async function discardWrite(id: string): Promise<void> {
  await idbQueue().remove(id);
  await reloadQueue();
}

/** A refused write sent again with `body`: a new key, as the server keeps the refusal under the old one. */
export async function retryWrite(id: string, body: unknown): Promise<void> {
  const store = idbQueue();
  const write = await store.get(id);
  if (!write) return;
  await store.put({ ...write, body, idempotency_key: crypto.randomUUID(), state: "waiting", detail: undefined });
  await reloadQueue();
}
