/** POST /api/batch: 500 mixed writes stored and reported per item, and one bad item reported alone. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { POST as batch } from "@/app/api/batch/route";
import { POST as logWater } from "@/app/api/water/route";
import { getDb } from "@/db/client";
import { foodEntries, medicationDoses, migraines } from "@/db/schema";
import { batchResultsSchema } from "@/lib/batch/responses";
import type { BatchResult } from "@/lib/batch/service";
import { addDays } from "@/lib/time/dates";
import { isUuid } from "@/lib/validation/common";
import { latestToday } from "@/lib/validation/future-date";
import { call, registerUser } from "../../support/api";
import { addAsNeededMedication, itemBody, mixedItems, rowCounts } from "./items";

type Answer = { results: BatchResult[] };

describe("POST /api/batch", () => {
  it("stores 500 mixed items and answers each one's id, in order", async () => {
    const { token, user } = await registerUser();
    const medicationId = await addAsNeededMedication(token);
    const items = mixedItems(500, medicationId);

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    expect(z.safeParse(batchResultsSchema, res.body).error).toBeUndefined();
    expect(res.body.results).toHaveLength(500);
    expect(res.body.results.filter((r) => r.status === 201)).toHaveLength(500);
    const ids = res.body.results.map((r) => ("id" in r ? (r.id ?? "") : ""));
    expect(ids.every(isUuid)).toBe(true);
    expect(new Set(ids).size).toBe(500);
    // 500 items over 7 kinds: the first three kinds get one more
    expect(await rowCounts(user.id)).toEqual({
      food_entry: 72,
      exercise: 72,
      health_metric: 72,
      migraine: 71,
      journal_entry: 71,
      medication_dose: 71,
      water: 71,
    });
    // each id is the row its item created
    const db = await getDb();
    const [food] = await db.select().from(foodEntries).where(eq(foodEntries.entry_id, ids[7]!));
    expect(food).toMatchObject({ user_id: user.id, food_name: "Apple 7", date: itemBody("food_entry", 7).date });
    const [episode] = await db.select().from(migraines).where(eq(migraines.trigger_id, ids[3]!));
    expect(episode).toMatchObject({ user_id: user.id, severity: 4 });
    const [dose] = await db.select().from(medicationDoses).where(eq(medicationDoses.dose_id, ids[5]!));
    expect(dose).toMatchObject({ medication_id: medicationId, status: "taken", time: "08:00" });
  });

  it("stores the other 499 when one item is bad, and reports the bad one as its single route would", async () => {
    const { token, user } = await registerUser();
    const medicationId = await addAsNeededMedication(token);
    const items = mixedItems(500, medicationId);
    expect(items[237]!.kind).toBe("water");
    const future = { amount_ml: 250, date: addDays(latestToday(), 1) };
    items[237] = { kind: "water", body: future };

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    const single = await call(logWater, { token, body: future });
    expect(single.status).toBe(400);
    expect(res.body.results[237]).toEqual({ status: 400, detail: single.body.detail });
    expect(res.body.results[237]).toEqual({ status: 400, detail: "Date cannot be in the future" });
    expect(z.safeParse(batchResultsSchema, res.body).error).toBeUndefined();
    expect(res.body.results.filter((r) => r.status === 201)).toHaveLength(499);
    const counts = await rowCounts(user.id);
    expect(counts.water).toBe(70);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(499);
  });
});
