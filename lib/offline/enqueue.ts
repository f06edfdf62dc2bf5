/** Saves a write on this device (the window's side of the queue), and asks for a Background Sync. */
import type { ContractWrite } from "@/lib/api-client/contract";
import { queueUser, reloadQueue } from "./live";
import { idbQueue } from "./store";
import { SYNC_TAG, type OfflineOptions, type QueuedWrite } from "./types";

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

/**
 * useApiAction's offline save: the action's one POST under the key made at Save, or a `send`
 * action's writes (`offline.writes`), the i-th under `${key}.${i}`, the key its own send of
 * that call used: a call that reached the server before the connection dropped is not made twice. False when nothing can be
 * saved: no signed-in user, not a POST, no writes.
 */
export async function saveWrites<I>(
  input: I,
  request: ContractWrite | undefined,
  key: string | undefined,
  offline: OfflineOptions<I>,
): Promise<boolean> {
  const user = queueUser();
  // only a POST: the API makes a POST once per key, which makes the replay safe
  if (!user || !key) return false;
  const writes = request
    ? [{ request, label: offline.label(input), key }]
    : (offline.writes?.(input) ?? []).map((w, i) => ({ ...w, key: key && `${key}.${i}` }));
  if (writes.length === 0) return false;
  await enqueue(
    writes.map((w) => ({
      user_id: user,
      path: w.request.path,
      body: w.request.body,
      idempotency_key: w.key!,
      label: w.label,
    })),
  );
  return true;
}
