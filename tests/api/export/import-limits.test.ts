/**
 * POST /api/import applies the plan's rules of the single routes: the Free plan's 5 food
 * entries a day, and no migraines or medications (Premium). What it leaves out is counted per
 * kind with the reason, in the plan's own words; everything else is imported.
 */
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as exportData } from "@/app/api/export/data/route";
import { POST as logFood } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { foodEntries, medications, migraines, users } from "@/db/schema";
import { call, registerUser } from "../../support/api";
import { download, seededUser, uploadZip } from "./seed";
import { addDays } from "@/lib/time/dates";

const FOOD_CAP = "The Free plan allows 5 food entries per day. Upgrade to Premium for unlimited entries.";
const MIGRAINE_PLAN = "Logging new migraine episodes requires the Premium or Pro plan. Upgrade to continue.";
const MEDICATION_PLAN = "Adding medications requires the Premium or Pro plan. Upgrade to continue.";

const upload = uploadZip;

/** An export with 8 food entries on one day (and one on another), 2 migraines, a medication and its dose. */
async function exportWithEightOnOneDay() {
  const source = await seededUser("pro"); // 2 entries on yesterday, 1 forty days ago
  const day = addDays(source.today, -1);
  for (let i = 0; i < 6; i++) {
    const res = await call(logFood, {
      token: source.token,
      body: { food_name: `Snack ${i}`, calories: 100 + i, meal_type: "snack", date: day, time: `1${i}:00` },
    });
    expect(res.status).toBe(201);
  }
  const file = await download(exportData, { token: source.token, query: { format: "csv" } });
  return { bytes: file.bytes, day };
}

async function freeUser() {
  const target = await registerUser();
  await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, target.user.id));
  return target;
}

async function foodOn(userId: string, date: string) {
  const db = await getDb();
  return db
    .select()
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date)));
}

describe("POST /api/import on the Free plan", () => {
  it("imports 5 of 8 food entries of one day, no migraines or medications, and says why", async () => {
    const { bytes, day } = await exportWithEightOnOneDay();
    const target = await freeUser();
    const res = await upload(target.token, bytes);
    expect(res.status).toBe(201);
    expect(res.body.imported.food_entries).toEqual({
      imported: 6, // 5 of the day's 8, and the one of forty days ago
      skipped: 3,
      skipped_reasons: [{ reason: FOOD_CAP, count: 3 }],
    });
    expect(await foodOn(target.user.id, day)).toHaveLength(5);
    expect(res.body.imported.migraines).toEqual({
      imported: 0,
      skipped: 2,
      skipped_reasons: [{ reason: MIGRAINE_PLAN, count: 2 }],
    });
    expect(res.body.imported.medications).toEqual({
      imported: 0,
      skipped: 1,
      skipped_reasons: [{ reason: MEDICATION_PLAN, count: 1 }],
    });
    expect(res.body.imported.medication_doses).toMatchObject({ imported: 0, skipped: 1 });
    expect(res.body.imported.medication_doses!.skipped_reasons[0]!.reason).toMatch(/medication was not imported/);
    // what no plan limits is imported as before
    expect(res.body.imported.health_metrics).toMatchObject({ imported: 3, skipped: 0 });
    expect(res.body.imported.journal_entries).toMatchObject({ imported: 1, skipped: 0 });
    const db = await getDb();
    expect(await db.select().from(migraines).where(eq(migraines.user_id, target.user.id))).toHaveLength(0);
    expect(await db.select().from(medications).where(eq(medications.user_id, target.user.id))).toHaveLength(0);
  });

  it("counts the entries already on that day: 2 there, 3 more imported", async () => {
    const { bytes, day } = await exportWithEightOnOneDay();
    const target = await freeUser();
    for (const name of ["Tea", "Toast"]) {
      const res = await call(logFood, {
        token: target.token,
        body: { food_name: name, calories: 50, meal_type: "breakfast", date: day },
      });
      expect(res.status).toBe(201);
    }
    const res = await upload(target.token, bytes);
    expect(res.body.imported.food_entries).toEqual({
      imported: 4,
      skipped: 5,
      skipped_reasons: [{ reason: FOOD_CAP, count: 5 }],
    });
    expect(await foodOn(target.user.id, day)).toHaveLength(5);
    // the day is full: the single route refuses a sixth as the import did
    const sixth = await call(logFood, {
      token: target.token,
      body: { food_name: "Apple", calories: 80, meal_type: "snack", date: day },
    });
    expect(sixth.status).toBe(402);
    expect(sixth.body.detail).toBe(FOOD_CAP);
  });

  it("a record already in the account is skipped as such, apart from the plan's refusals", async () => {
    const { bytes } = await exportWithEightOnOneDay();
    const target = await freeUser();
    await upload(target.token, bytes);
    const again = await upload(target.token, bytes);
    expect(again.body.imported.food_entries).toEqual({
      imported: 0,
      skipped: 9,
      skipped_reasons: [
        { reason: "Already in this account.", count: 6 },
        { reason: FOOD_CAP, count: 3 },
      ],
    });
  });
});

describe("POST /api/import on a paid plan", () => {
  it("imports all 8 of the day, the migraines and the medication", async () => {
    const { bytes, day } = await exportWithEightOnOneDay();
    const target = await registerUser(); // the trial: Premium
    const res = await upload(target.token, bytes);
    expect(res.body.imported.food_entries).toEqual({ imported: 9, skipped: 0, skipped_reasons: [] });
    expect(res.body.imported.migraines).toMatchObject({ imported: 2, skipped: 0 });
    expect(res.body.imported.medication_doses).toMatchObject({ imported: 1, skipped: 0 });
    expect(await foodOn(target.user.id, day)).toHaveLength(8);
  });
});
