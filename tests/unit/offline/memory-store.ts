/** The offline queue in memory, for the replay's tests (the app keeps it in IndexedDB). */
import { byAge, type QueueStore } from "@/lib/offline/store";
import type { QueuedWrite } from "@/lib/offline/types";

export function memoryStore(
  initial: QueuedWrite[] = [],
): QueueStore & { rows: Map<string, QueuedWrite>; syncs: () => number } {
  const rows = new Map(initial.map((w) => [w.id, structuredClone(w)]));
  let user: string | null = null;
  let synced = 0;
  let syncs = 0;
  return {
    rows,
    syncs: () => syncs,
    list: async (userId) =>
      [...rows.values()]
        .filter((w) => w.user_id === userId)
        .map((w) => structuredClone(w))
        .sort(byAge),
    get: async (id) => (rows.has(id) ? structuredClone(rows.get(id)) : undefined),
    put: async (w) => void rows.set(w.id, structuredClone(w)),
    remove: async (id) => void rows.delete(id),
    removeUser: async (userId) => {
      for (const [id, w] of rows) if (w.user_id === userId) rows.delete(id);
    },
    currentUser: async () => user,
    setCurrentUser: async (id) => void (user = id),
    noteSynced: async () => {
      syncs += 1;
      synced = Date.now();
    },
    lastSynced: async () => synced,
  };
}

let n = 0;
/** A waiting food entry of `user`, made `n` ms after a fixed start so the order is known. */
export function write(user: string, overrides: Partial<QueuedWrite> = {}): QueuedWrite {
  n += 1;
  return {
    id: `w${n}`,
    user_id: user,
    method: "POST",
    path: "/api/food-entries",
    body: { food_name: `Food ${n}`, calories: 100, meal_type: "snack", date: "2026-01-05" },
    idempotency_key: `key-${n}`,
    created_at: new Date(Date.UTC(2026, 0, 5, 12, 0, 0, n)).toISOString(),
    label: `Food ${n}`,
    state: "waiting",
    ...overrides,
  };
}
