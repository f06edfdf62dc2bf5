import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  customFoods,
  recipes,
  savedMeals,
  dailyStats,
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  medications,
  migraines,
  products,
  reminderSettings,
  users,
  waterEntries,
  workoutPlans,
} from "@/db/schema";
import { authenticate } from "@/lib/identity/account/service/credentials";
import { effectivePlan } from "@/lib/billing/entitlements";
import { DEMO_DAYS } from "@/lib/demo/calendar";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/lib/demo/profile";
import { seedDemo, type DemoSummary } from "@/lib/demo/seed";
import { listSavedMeals } from "@/lib/food/service";
import { listRecipes } from "@/lib/recipes/service";
import { pairBloodPressure } from "@/lib/health/blood-pressure";
import { adherence } from "@/lib/medications/adherence";

// 15:30 in New York: today is half over, so the day's later meals, doses and journal are still to come.
const NOW = new Date("2026-03-14T19:30:00Z");
const ZONE = "America/New_York";
const TODAY = "2026-03-14";
const NOW_TIME = "15:30";
const FIRST = "2025-12-15";

const DATED = {
  foodEntries,
  dailyStats,
  exercises,
  migraines,
  healthMetrics,
  medicationDoses,
  journalEntries,
  waterEntries,
};

async function counts(userId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  const library = { customFoods, recipes, savedMeals };
  for (const [name, table] of Object.entries({ ...DATED, medications, reminderSettings, workoutPlans, ...library })) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.user_id, userId));
    out[name] = row!.n;
  }
  const [p] = await db.select({ n: count() }).from(products);
  out.products = p!.n;
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.email, DEMO_EMAIL));
  out.users = u!.n;
  return out;
}

describe("seedDemo", () => {
  let summary: DemoSummary;
  beforeAll(async () => {
    summary = await seedDemo(await getDb(), { now: NOW, timeZone: ZONE });
  });

  it("creates a verified Pro account that signs in with the printed password", async () => {
    expect(summary).toMatchObject({ email: DEMO_EMAIL, password: DEMO_PASSWORD, first: FIRST, today: TODAY });
    const db = await getDb();
    const user = await authenticate(db, { email: summary.email, password: summary.password }, "127.0.0.1");
    expect(user.id).toBe(summary.userId);
    expect(user.email_verified).toBe(true);
    expect(user.time_zone).toBe(ZONE);
    expect(effectivePlan(user, NOW)).toBe("pro");
  });

  it("fills every area over the 90 days up to today, and nothing later", async () => {
    const db = await getDb();
    for (const [name, table] of Object.entries(DATED)) {
      const [row] = await db
        .select({ n: count(), first: sql<string>`min(${table.date})`, last: sql<string>`max(${table.date})` })
        .from(table)
        .where(eq(table.user_id, summary.userId));
      expect(row!.n, name).toBeGreaterThan(5);
      expect(row!.first >= FIRST, name).toBe(true);
      expect(row!.last <= TODAY, name).toBe(true);
    }
    const days = await db
      .selectDistinct({ date: foodEntries.date })
      .from(foodEntries)
      .where(eq(foodEntries.user_id, summary.userId));
    expect(days).toHaveLength(DEMO_DAYS);
    for (const table of [foodEntries, exercises, migraines, healthMetrics, medicationDoses]) {
      const later = await db
        .select({ time: table.time })
        .from(table)
        .where(sql`${table.user_id} = ${summary.userId} and ${table.date} = ${TODAY} and ${table.time} > ${NOW_TIME}`);
      expect(later).toEqual([]);
    }
    const [future] = await db
      .select({ n: count() })
      .from(medicationDoses)
      .where(sql`${medicationDoses.user_id} = ${summary.userId} and ${medicationDoses.taken_at} > ${NOW}`);
    expect(future!.n).toBe(0);
    const [journalToday] = await db
      .select({ n: count() })
      .from(journalEntries)
      .where(sql`${journalEntries.user_id} = ${summary.userId} and ${journalEntries.date} = ${TODAY}`);
    expect(journalToday!.n).toBe(0);
  });

  it("logs meals of the USDA foods near the calorie goal, with the day read's JSON kept", async () => {
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, summary.userId));
    const usda = await db.select().from(products).where(eq(products.source, "usda-sr28"));
    const byName = new Map(usda.map((p) => [p.food_name, p]));
    const entries = await db.select().from(foodEntries).where(eq(foodEntries.user_id, summary.userId));
    expect(entries.every((e) => byName.has(e.food_name))).toBe(true);
    // no product of its own: the foods are the bundled ones, found by the search like any other
    expect(
      await db
        .select()
        .from(products)
        .where(sql`${products.source} <> 'usda-sr28'`),
    ).toEqual([]);
    // a small banana (SR28 09040, 101 g): 89 kcal, 2.6 g fibre, 1 mg sodium per 100 g
    const banana = entries.find((e) => e.food_name === "Bananas, raw" && e.quantity === 1)!;
    expect(banana).toMatchObject({ serving_size: "1 small (101 g)", calories: 89.9, fiber: 2.6, sodium_mg: 1 });
    // SR28 gives hummus (16158) no sugars: unknown in the diary, not 0
    const hummus = entries.filter((e) => e.food_name === "Hummus, commercial");
    expect(hummus.length).toBeGreaterThan(0);
    expect(hummus.every((e) => e.sugar === null && e.fiber !== null)).toBe(true);
    expect(new Set(entries.map((e) => e.meal_type))).toEqual(new Set(["breakfast", "lunch", "dinner", "snack"]));
    const byDay = new Map<string, number>();
    for (const e of entries) if (e.date < TODAY) byDay.set(e.date, (byDay.get(e.date) ?? 0) + e.calories);
    const average = [...byDay.values()].reduce((a, b) => a + b, 0) / byDay.size;
    expect(Math.abs(average - user!.daily_calories_goal) / user!.daily_calories_goal).toBeLessThan(0.12);
    const [missing] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from food_entries where user_id = ${summary.userId} and api_json is null`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(missing!.n).toBe(0);
  });

  it("pairs every blood pressure reading with its systolic above the diastolic", async () => {
    const db = await getDb();
    const metrics = await db.select().from(healthMetrics).where(eq(healthMetrics.user_id, summary.userId));
    const systolic = metrics.filter((m) => m.metric_type === "blood_pressure_systolic");
    const readings = pairBloodPressure(metrics);
    expect(readings.length).toBe(systolic.length);
    expect(readings.length).toBeGreaterThan(40);
    for (const r of readings) expect(r.systolic).toBeGreaterThan(r.diastolic);
    const types = new Set(metrics.map((m) => m.metric_type));
    for (const type of ["heart_rate", "weight", "body_temperature", "glucose", "oxygen_saturation"]) {
      expect(types.has(type), type).toBe(true);
    }
    const weights = metrics.filter((m) => m.metric_type === "weight").sort((a, b) => a.date.localeCompare(b.date));
    expect(weights.at(-1)!.value).toBeLessThan(weights[0]!.value);
  });

  it("has 3 to 5 migraines a month and takes about nine in ten scheduled doses", async () => {
    const db = await getDb();
    const [m] = await db.select({ n: count() }).from(migraines).where(eq(migraines.user_id, summary.userId));
    expect(m!.n).toBeGreaterThanOrEqual(9);
    expect(m!.n).toBeLessThanOrEqual(15);
    const meds = await db.select().from(medications).where(eq(medications.user_id, summary.userId));
    const doses = await db.select().from(medicationDoses).where(eq(medicationDoses.user_id, summary.userId));
    const propranolol = meds.find((x) => x.name === "Propranolol")!;
    const a = adherence(propranolol, doses, TODAY, NOW_TIME, ZONE, DEMO_DAYS);
    expect(a.scheduled).toBe(2 * DEMO_DAYS - 1); // today's 20:00 dose is still to come
    expect(a.percent).toBeGreaterThanOrEqual(80);
    expect(a.percent).toBeLessThanOrEqual(97);
    expect(doses.some((d) => d.status === "skipped")).toBe(true);
  });

  it("has foods of its own, a recipe of USDA foods and one of them, and a saved breakfast", async () => {
    const db = await getDb();
    const [recipe] = await listRecipes(db, { userId: summary.userId });
    // SR28 per 100 g: oats 379 kcal × 0.8, Greek yogurt 59 × 1.7, blueberries 57 × 1.48; half a
    // serving of the granola (280 kcal): 303.2 + 100.3 + 84.36 + 140 = 627.86 kcal for 2 servings
    expect(recipe!.name).toBe("Overnight oats");
    expect(recipe!.per_serving.calories).toBeCloseTo(313.9, 0);
    const [meal] = await listSavedMeals(db, { userId: summary.userId });
    // 2 slices of whole-wheat bread (64 g × 2.52), 2 tbsp peanut butter (32 g × 5.98), a small banana (101 g × 0.89)
    expect(meal!.items.map((i) => i.calories)).toEqual([161.3, 191.4, 89.9]);
    expect(summary.counts.custom_foods).toBe(2);
  });

  it("refreshes in place: a second run leaves one account with the same rows", async () => {
    const before = await counts(summary.userId);
    const again = await seedDemo(await getDb(), { now: NOW, timeZone: ZONE });
    expect(again.userId).toBe(summary.userId);
    expect(await counts(summary.userId)).toEqual(before);
    expect(before.users).toBe(1);
    expect(before.foodEntries).toBe(summary.counts.food_entries);
    expect(before.waterEntries).toBe(summary.counts.water_entries);
    expect(before.waterEntries).toBeGreaterThan(0);
  });
});
