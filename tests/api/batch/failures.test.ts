/**
 * Atomic per item: an item that fails part-way leaves nothing and undoes no other item; an
 * unexpected error is that item's 500, while a database outage fails the whole request (503)
 * and stores nothing, so a retry is safe.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as batch } from "@/app/api/batch/route";
import { KINDS } from "@/lib/batch/kinds";
import type { BatchResult } from "@/lib/batch/service";
import { addWaterEntry } from "@/lib/water/service";
import { call, registerUser } from "../../support/api";
import { addAsNeededMedication, mixedItems, rowCounts } from "./items";

type Answer = { results: BatchResult[] };
const waterKind = { ...KINDS.water };

afterEach(() => {
  Object.assign(KINDS.water, waterKind);
  vi.restoreAllMocks();
});

/** The water kind writes its row, then fails with `err` when the entry is of 999 ml. */
function failAfterWriting(err: Error) {
  KINDS.water.create = async (db, user, input) => {
    const row = await addWaterEntry(db, user, input as never);
    if (row.amount_ml === 999) throw err;
    return row.entry_id;
  };
}

describe("batch failures", () => {
  it("undoes the failed item's write alone and answers it 500 with a generic detail", async () => {
    const { token, user } = await registerUser();
    const items = mixedItems(14, await addAsNeededMedication(token));
    items[6] = { kind: "water", body: { amount_ml: 999, date: "2024-01-01" } };
    failAfterWriting(new Error("a bug in a service"));
    const logged = vi.spyOn(process.stderr, "write").mockImplementation(() => true);

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    expect(res.body.results[6]).toEqual({ status: 500, detail: "Something went wrong on our side. Please try again." });
    expect(res.body.results.filter((r) => r.status === 201)).toHaveLength(13);
    expect(await rowCounts(user.id)).toMatchObject({ water: 1, food_entry: 2, medication_dose: 2 });
    expect(logged.mock.calls.map(([line]) => String(line)).join("")).toContain("a bug in a service");
  });

  it("fails the whole request with 503 when the database is unreachable, keeping none of the items", async () => {
    const { token, user } = await registerUser();
    const items = mixedItems(14, await addAsNeededMedication(token));
    items[13] = { kind: "water", body: { amount_ml: 999, date: "2024-01-01" } };
    failAfterWriting(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);

    const res = await call(batch, { token, body: { items } });

    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: "The service is temporarily unavailable. Please try again in a moment." });
    expect(Object.values(await rowCounts(user.id)).every((n) => n === 0)).toBe(true);
  });
});
