/**
 * Sends the waiting writes of a user, oldest first, each with its own Idempotency-Key, so a
 * write that reached the server before (a lost answer, the service worker and a window
 * replaying at once) is answered from the server's kept answer instead of made twice.
 * The same code runs in the window and in the service worker.
 */
import type { QueueStore } from "./store";
import { KEY_IN_FLIGHT, type QueuedWrite } from "./types";

/** The server's answer to one write; a network failure throws instead. */
export type Answer = { status: number; detail: string };
export type Send = (write: QueuedWrite) => Promise<Answer>;

export type ReplayResult = {
  synced: number;
  refused: number;
  /** Why the run ended early: no connection, the session is gone (401), or the server is unwell. */
  stopped: null | "network" | "signed-out" | "unavailable";
  /** A write was still being processed by another sender (409 in flight): run again in a moment. */
  retry: boolean;
};

/** What a refused write shows when the server gave no reason. */
export const refusedText = (status: number) => `The server refused this entry (status ${status}).`;

/** 4xx that are about the write itself; a 401 (signed out), 408 and 429 are passing conditions. */
const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

export async function replay(store: QueueStore, userId: string, send: Send): Promise<ReplayResult> {
  const result: ReplayResult = { synced: 0, refused: 0, stopped: null, retry: false };
  for (const write of await store.list(userId)) {
    if (write.state !== "waiting") continue;
    // another sender may have synced it, or the user edited it, since the list was read
    const current = await store.get(write.id);
    if (!current || current.state !== "waiting" || current.idempotency_key !== write.idempotency_key) continue;
    let answer: Answer;
    try {
      answer = await send(current);
    } catch {
      result.stopped = "network";
      break;
    }
    const { status, detail } = answer;
    if (status >= 200 && status < 300) {
      // counted once: another sender answered from the same key may have removed it already
      if (await store.get(current.id)) result.synced += 1;
      await store.remove(current.id);
      await store.noteSynced();
    } else if (status === 401) {
      result.stopped = "signed-out";
      break;
    } else if (status === 409 && detail === KEY_IN_FLIGHT) {
      result.retry = true;
    } else if (isRefusal(status)) {
      await store.put({ ...current, state: "refused", detail: detail || refusedText(status) });
      result.refused += 1;
    } else {
      result.stopped = "unavailable";
      break;
    }
  }
  return result;
}

/** A `Send` over fetch: the page's session cookie goes with a same-origin request, from a window or the service worker. */
export function httpSend(fetcher: typeof fetch): Send {
  return async (write) => {
    const response = await fetcher(write.path, {
      method: write.method,
      headers: { "Content-Type": "application/json", "Idempotency-Key": write.idempotency_key },
      body: JSON.stringify(write.body),
      credentials: "same-origin",
      cache: "no-store",
    });
    const data: unknown = await response.json().catch(() => null);
    const detail = (data as { detail?: unknown } | null)?.detail;
    return { status: response.status, detail: typeof detail === "string" ? detail : "" };
  };
}

/**
 * Runs `fn` alone among the windows and the service worker where the browser has Web Locks
 * (both replaying at once would still be safe through the keys; this spares the 409s).
 */
export async function withQueueLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return fn();
  return locks.request("vitalog-offline-writes", fn) as Promise<T>;
}
