/**
 * The window's view of the queue: the signed-in user's writes, read from IndexedDB and kept
 * in memory for the lists (useSyncExternalStore). Small on purpose, as every page loads it:
 * the IndexedDB code is imported only when the queue is read or written.
 */
import type { QueuedWrite } from "./types";

let userId: string | null = null;
let writes: readonly QueuedWrite[] = [];
const listeners = new Set<() => void>();

export const NO_WRITES: readonly QueuedWrite[] = [];

/** The signed-in user the app shell names; null outside it (nothing is queued then). */
export const queueUser = (): string | null => userId;

export function setQueueUser(id: string | null): void {
  if (id === userId) return;
  userId = id;
  writes = NO_WRITES;
  emit();
}

export const queueSnapshot = (): readonly QueuedWrite[] => writes;

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit() {
  for (const listener of listeners) listener();
}

/** Reads the user's writes again (after a change here, or a sync by the service worker). */
export async function reloadQueue(): Promise<void> {
  const user = userId;
  if (!user) return;
  const { idbQueue } = await import("./store");
  const list = await idbQueue().list(user);
  if (user !== userId) return;
  writes = list;
  emit();
}
