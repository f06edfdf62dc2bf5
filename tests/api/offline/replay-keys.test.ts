/**
 * The offline queue's promise: a write sent twice under its Idempotency-Key (a lost answer, or a
 * window and the service worker replaying at once) is one row, for each kind the app queues.
 */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as addFood } from "@/app/api/food-entries/route";
import { POST as recordDose } from "@/app/api/medications/[medication_id]/doses/route";
import { POST as createMedication } from "@/app/api/medications/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { getDb } from "@/db/client";
import { foodEntries, medicationDoses, migraines } from "@/db/schema";
import { httpSend, replay } from "@/lib/offline/replay";
import type { QueuedWrite } from "@/lib/offline/types";
import { localDateIn } from "@/lib/time/zones";
import { call, registerUser } from "../../support/api";
import { memoryStore } from "../../unit/offline/memory-store";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const apple = { food_name: "Apple", calories: 95, meal_type: "snack", date: "2026-01-05" };
const episode = {
  severity: 6,
  duration_hours: 2,
  triggers: ["Stress"],
  symptoms: [],
  date: "2026-01-05",
  time: "09:30",
};
const aspirin = { name: "Aspirin", dosage: "100 mg", frequency: "daily", time: "08:00", status: "active" };

async function rows(table: typeof foodEntries | typeof migraines | typeof medicationDoses, userId: string) {
  return (await getDb()).$count(table, eq(table.user_id, userId));
}

/** A fetch that answers from the route handlers in-process, signed in as `token`. */
function apiFetch(token: string): typeof fetch {
  return (async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    const req = new Request(new URL(path, "http://localhost:3000"), { ...init, headers });
    const dose = /^\/api\/medications\/([^/]+)\/doses$/.exec(path);
    const handler: Handler = dose ? recordDose : path === "/api/migraines" ? logMigraine : addFood;
    const params: Record<string, string> = dose ? { medication_id: dose[1]! } : {};
    return handler(req, { params: Promise.resolve(params) });
  }) as unknown as typeof fetch;
}

function queued(userId: string, path: string, body: unknown, key: string): QueuedWrite {
  return {
    id: key,
    user_id: userId,
    method: "POST",
    path,
    body,
    idempotency_key: key,
    created_at: new Date().toISOString(),
    label: path,
    state: "waiting",
  };
}

describe("the same write sent twice with its Idempotency-Key is one row", () => {
  it("food entries, migraines and doses, one after the other", async () => {
    const { token, user } = await registerUser();
    const { body: med } = await call<{ medication_id: string }>(createMedication, { token, body: aspirin });
    const today = localDateIn(String(user.time_zone));
    const cases = [
      { handler: addFood, path: "/api/food-entries", body: apple, params: {}, table: foodEntries },
      { handler: logMigraine, path: "/api/migraines", body: episode, params: {}, table: migraines },
      {
        handler: recordDose,
        path: `/api/medications/${med.medication_id}/doses`,
        body: { date: today, time: "08:00", status: "taken" },
        params: { medication_id: med.medication_id },
        table: medicationDoses,
      },
    ];
    for (const { handler, path, body, params, table } of cases) {
      const options = { token, path, body, params: params as Record<string, string> };
      const headers = { "Idempotency-Key": `offline-${path}` };
      const first = await call(handler, { ...options, headers });
      const again = await call(handler, { ...options, headers });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get("Idempotent-Replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
      expect(await rows(table, user.id)).toBe(1);
    }
  });

  it("a window and the service worker replaying one queue at once make one row each", async () => {
    const { token, user } = await registerUser();
    const { body: med } = await call<{ medication_id: string }>(createMedication, { token, body: aspirin });
    const today = localDateIn(String(user.time_zone));
    const writes = [
      queued(user.id, "/api/food-entries", apple, crypto.randomUUID()),
      queued(user.id, "/api/migraines", episode, crypto.randomUUID()),
      queued(
        user.id,
        `/api/medications/${med.medication_id}/doses`,
        { date: today, time: "08:00", status: "taken" },
        crypto.randomUUID(),
      ),
    ];
    const store = memoryStore(writes);
    const send = httpSend(apiFetch(token));
    // the two runs read the same list; each sends every write it still finds waiting
    const [window, worker] = await Promise.all([replay(store, user.id, send), replay(store, user.id, send)]);
    // a write the other run had claimed but not finished answers 409 "in flight": run again
    if (window.retry || worker.retry) await replay(store, user.id, send);
    expect(window.refused + worker.refused).toBe(0);
    expect(store.rows.size).toBe(0);
    expect(await rows(foodEntries, user.id)).toBe(1);
    expect(await rows(migraines, user.id)).toBe(1);
    expect(await rows(medicationDoses, user.id)).toBe(1);
  });

  it("a refused write is marked with the server's detail; its retry under a new key is taken", async () => {
    const { token, user } = await registerUser();
    const bad = queued(user.id, "/api/food-entries", { ...apple, calories: -5 }, crypto.randomUUID());
    const store = memoryStore([bad]);
    const send = httpSend(apiFetch(token));
    expect(await replay(store, user.id, send)).toMatchObject({ refused: 1 });
    expect(store.rows.get(bad.id)?.detail).toMatch(/calories/i);
    await store.put({ ...bad, body: apple, idempotency_key: crypto.randomUUID(), state: "waiting" });
    expect(await replay(store, user.id, send)).toMatchObject({ synced: 1 });
    expect(await rows(foodEntries, user.id)).toBe(1);
  });
});
