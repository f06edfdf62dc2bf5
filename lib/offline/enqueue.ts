/** Saves a write on this device (the window's side of the queue), and asks for a Background Sync. */
import { reloadQueue } from "./live";
import { idbQueue } from "./store";
import { SYNC_TAG, type QueuedWrite } from "./types";

export type NewWrite = Pick<QueuedWrite, "user_id" | "path" | "body" | "idempotency_key" | "label" | "date">;

/** A write's day: the one its form names, else its body's `date` when it has one. */
function dayOf(write: NewWrite): string | undefined {
  if (write.date) return write.date;
  const date = (write.body as { date?: unknown } | null)?.date;
  return typeof date === "string" ? date : undefined;
}

export async function enqueue(items: NewWrite[]): Promise<void> {
  const store = idbQueue();
  const start = Date.now();
  // one millisecond apart, so writes of one Save replay in the order they were made
  for (const [i, item] of items.entries()) {
    await store.put({
      ...item,
      id: crypto.randomUUID(),
      method: "POST",
      date: dayOf(item),
      created_at: new Date(start + i).toISOString(),
      state: "waiting",
    });
  }
  await reloadQueue();
  await registerBackgroundSync();
}

/** Background Sync where the browser has it (Chromium); elsewhere the next load or `online` event replays. */
export async function registerBackgroundSync(): Promise<void> {
  try {
    if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { register(tag: string): Promise<void> };
    };
    await registration.sync?.register(SYNC_TAG);
  } catch {
    // refused (permission, private mode): the page replays on its own
  }
}
