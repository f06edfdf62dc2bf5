/** Each item is checked as its single route checks it: the same 400s, plan refusals and 404s, word for word. */
import { describe, expect, it } from "vitest";
import { POST as batch } from "@/app/api/batch/route";
import { POST as logExercise } from "@/app/api/exercises/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { POST as logMetric } from "@/app/api/health-metrics/route";
import { POST as saveJournal } from "@/app/api/journal-entries/route";
import { POST as recordDose } from "@/app/api/medications/[medication_id]/doses/route";
import { POST as logMigraine } from "@/app/api/migraines/route";
import { POST as logWater } from "@/app/api/water/route";
import type { BatchResult } from "@/lib/batch/service";
import { foodEntryLimitDetail, FREE_DAILY_FOOD_ENTRIES } from "@/lib/billing/entitlements";
import { call, registerUser, type CallOptions } from "../../support/api";
import { addAsNeededMedication, itemBody, rowCounts, setPlan, type RowKind } from "./items";

type Answer = { results: BatchResult[] };
type Handler = Parameters<typeof call>[0];

const SINGLE: Record<Exclude<RowKind, "medication_dose">, Handler> = {
  food_entry: logFood,
  exercise: logExercise,
  health_metric: logMetric,
  migraine: logMigraine,
  journal_entry: saveJournal,
  water: logWater,
};

/** What the single route answers for an item, as a batch result. */
async function singleRoute(token: string, kind: RowKind, body: Record<string, unknown>): Promise<BatchResult> {
  let res;
  if (kind === "medication_dose") {
    const { medication_id, ...rest } = body;
    const opts: CallOptions = { token, body: rest, params: { medication_id: String(medication_id) } };
    res = await call(recordDose, opts);
  } else {
    res = await call(SINGLE[kind], { token, body });
  }
  return res.status === 201 ? { status: 201, id: "" } : { status: res.status, detail: String(res.body.detail) };
}

describe("batch items follow their single routes", () => {
  it("refuses a bad body of each kind with its single route's status and detail", async () => {
    const { token, user } = await registerUser();
    const medicationId = await addAsNeededMedication(token);
    const items: { kind: RowKind; body: Record<string, unknown> }[] = [
      { kind: "food_entry", body: { ...itemBody("food_entry", 1), calories: "many" } },
      { kind: "exercise", body: { ...itemBody("exercise", 1), duration_minutes: 0 } },
      { kind: "health_metric", body: { metric_type: "weight", unit: "kg" } },
      { kind: "migraine", body: { ...itemBody("migraine", 1), severity: 11 } },
      { kind: "journal_entry", body: { ...itemBody("journal_entry", 1), mood: 12 } },
      { kind: "medication_dose", body: { ...itemBody("medication_dose", 1, medicationId), status: "maybe" } },
      { kind: "water", body: { amount_ml: -5 } },
      { kind: "water", body: { amount_ml: 250, date: "2024-02-30" } },
    ];

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    for (const [i, item] of items.entries()) {
      const expected = await singleRoute(token, item.kind, item.body);
      expect(expected.status, item.kind).toBe(400);
      expect(res.body.results[i], `items[${i}] (${item.kind})`).toEqual(expected);
    }
    expect(Object.values(await rowCounts(user.id)).every((n) => n === 0)).toBe(true);
  });

  it("refuses a migraine on the free plan, and the 6th food entry of a day, as the single routes do", async () => {
    const { token, user } = await registerUser();
    await setPlan(user.id, "free");
    const day = itemBody("food_entry", 3).date;
    const food = (n: number) => ({
      kind: "food_entry",
      body: { ...itemBody("food_entry", 3), food_name: `Snack ${n}` },
    });
    const items = [
      { kind: "migraine", body: itemBody("migraine", 1) },
      ...Array.from({ length: FREE_DAILY_FOOD_ENTRIES + 2 }, (_, n) => food(n)),
      { kind: "food_entry", body: itemBody("food_entry", 4) },
      { kind: "water", body: itemBody("water", 1) },
    ];

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    const migraine = await call(logMigraine, { token, body: itemBody("migraine", 1) });
    expect(migraine.status).toBe(402);
    expect(res.body.results[0]).toEqual({ status: 402, detail: migraine.body.detail });
    expect(res.body.results.slice(1, 6).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const limit = { status: 402, detail: foodEntryLimitDetail(FREE_DAILY_FOOD_ENTRIES) };
    expect(res.body.results.slice(6, 8)).toEqual([limit, limit]);
    const sixth = await call(logFood, { token, body: { ...itemBody("food_entry", 3), date: day } });
    expect({ status: sixth.status, detail: sixth.body.detail }).toEqual(limit);
    // another day has its own five, and the cap is food's alone
    expect(res.body.results.slice(8).map((r) => r.status)).toEqual([201, 201]);
    expect(await rowCounts(user.id)).toMatchObject({ food_entry: 6, migraine: 0, water: 1 });
  });

  it("answers 404 for a dose of another user's medication or of no medication, as the dose route does", async () => {
    const owner = await registerUser();
    const theirs = await addAsNeededMedication(owner.token);
    const { token, user } = await registerUser();
    const mine = await addAsNeededMedication(token);
    const dose = (medicationId: unknown) => ({ ...itemBody("medication_dose", 1), medication_id: medicationId });
    const items = [
      { kind: "medication_dose", body: dose(theirs) },
      { kind: "medication_dose", body: dose("not-an-id") },
      { kind: "medication_dose", body: dose(undefined) },
      { kind: "medication_dose", body: dose(mine) },
    ];

    const res = await call<Answer>(batch, { token, body: { items } });

    expect(res.status).toBe(200);
    const single = await singleRoute(token, "medication_dose", dose(theirs));
    expect(single).toEqual({ status: 404, detail: "Medication not found." });
    expect(res.body.results.slice(0, 2)).toEqual([single, single]);
    expect(res.body.results[2]).toEqual({ status: 400, detail: "Medication id is required" });
    expect(res.body.results[3]).toMatchObject({ status: 201 });
    expect((await rowCounts(user.id)).medication_dose).toBe(1);
    expect((await rowCounts(owner.user.id)).medication_dose).toBe(0);
  });
});
