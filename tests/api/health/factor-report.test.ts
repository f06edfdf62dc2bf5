/**
 * From a scan to the Health Reports' factor list: products looked up through
 * POST /api/scan-barcode (Open Food Facts stand-in, real 2017 answers) keep their additive
 * tags, entries logged with their barcodes through POST /api/food-entries give each day its
 * food factors, and the factor analysis the Health Reports tab shows names aspartame with its
 * counts; the weather of the user's place gives the pressure-drop factor.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createEntry } from "@/app/api/food-entries/route";
import { POST as scan } from "@/app/api/scan-barcode/route";
import { FactorReport } from "@/components/health/factor-report";
import { getDb } from "@/db/client";
import { foodEntries, migraines, products, weatherDays } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { fisherMidP } from "@/lib/health/factors/fisher";
import { FACTOR_WINDOW_DAYS, loadFactorAnalysis } from "@/lib/health/report-data";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { OFF_CODES, startFakeOff } from "../../fakes/off";
import { call, registerUser } from "../../support/api";

let off: Awaited<ReturnType<typeof startFakeOff>>;

beforeAll(async () => {
  off = await startFakeOff();
  process.env.OFF_BASE_URL = off.baseURL;
  delete process.env.OFF_OFFLINE;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.OFF_BASE_URL;
  resetEnvCache();
  await off.close();
});

describe("food factors in the Health Reports' factor list", () => {
  it("an entry logged from a scanned product with aspartame makes the factor appear, with its counts", async () => {
    const db = await getDb();
    const { token, user } = await registerUser();
    const today = localDateIn(user.time_zone as string);

    // both products come from the stand-in through a scan, and keep their tags
    for (const code of [OFF_CODES.aspartame, OFF_CODES.noAspartame]) {
      const res = await call<{ product: Record<string, unknown> }>(scan, { token, body: { barcode: code } });
      expect(res.status).toBe(200);
      expect(res.body.product).not.toHaveProperty("additives_tags"); // the lookup answers figures, not tags
    }
    const [zero] = await db.select().from(products).where(eq(products.barcode, OFF_CODES.aspartame));
    expect(zero!.additives_tags).toEqual(["en:e290", "en:e950", "en:e951"]);

    // 12 days: Fanta Orange Zero 11, 8, 5 and 2 days ago, Fanta Orange on the others;
    // a migraine on each day after the Zero, none on other days
    const zeroDays = [11, 8, 5, 2].map((n) => addDays(today, -n));
    for (let n = 11; n >= 0; n--) {
      const date = addDays(today, -n);
      const isZero = zeroDays.includes(date);
      const res = await call(createEntry, {
        token,
        body: {
          food_name: isZero ? "Fanta Orange Zero" : "Fanta Orange",
          calories: isZero ? 7 : 89,
          serving_size: isZero ? "250 ml" : "330 ml",
          barcode: isZero ? OFF_CODES.aspartame : OFF_CODES.noAspartame,
          date,
        },
      });
      expect(res.status).toBe(201);
    }
    await db
      .insert(migraines)
      .values(zeroDays.map((d) => ({ user_id: user.id, date: addDays(d, 1), severity: 6, time: "09:00" })));

    const analysis = await loadFactorAnalysis(db, {
      userId: user.id,
      today,
      timeZone: user.time_zone as string,
      calorieGoal: 2000,
    });
    expect(analysis.days_of_data).toBe(12);
    // the first day has no day before in the records: 11 days compared, 4 after the Zero
    // the mid-p of the most extreme table: half its probability, one table in C(11, 4)
    const p = fisherMidP(4, 0, 0, 7);
    expect(p).toBeCloseTo(1 / 660, 10);
    const dayBefore = analysis.results.find((r) => r.key === "food:aspartame" && r.lag === "day_before");
    expect(dayBefore).toMatchObject({
      label: "Aspartame (E951)",
      with_days: 4,
      with_migraine_days: 4,
      without_days: 7,
      without_migraine_days: 0,
      direction: "more",
    });
    expect(dayBefore!.p_value).toBeCloseTo(p, 10);
    // two comparisons (aspartame the same day and the day before), both exploratory: 1/660 survives
    // Benjamini–Hochberg at 0.05
    expect(analysis.comparisons).toBe(2);
    expect(dayBefore!.notable).toBe(true);
    expect(analysis.results.find((r) => r.key === "food:aspartame" && r.lag === "same_day")).toMatchObject({
      with_days: 4,
      with_migraine_days: 0,
      without_days: 8,
      without_migraine_days: 4,
      notable: false,
    });

    // the report names it as the user reads it
    const html = renderToStaticMarkup(FactorReport({ analysis, windowDays: FACTOR_WINDOW_DAYS }));
    const text = html.replace(/<[^>]+>/g, "").replace(/&#x27;|&apos;/g, "'");
    expect(text).toMatch(/2 comparisons over 12 days of records: 1 with strong evidence, \d possible\./);
    // the strong group holds the row: its grade, its ratio with an interval, and the counts it rests on
    const strong = text.slice(text.indexOf("Strong evidence (1)"), text.indexOf("Other comparisons"));
    expect(strong).toMatch(
      /Aspartame \(E951\) \(day before\)Strong evidenceMigraine \d+(\.\d)?× as likely \(95 % interval /,
    );
    expect(strong).toContain("Migraine on the day after: 4 of 4 days (100%); after other days: 0 of 7 days (0%).");
    expect(html).toContain('role="img" aria-label="Migraine ');
    expect(text).toContain("food ingredients of scanned products");
  });

  it("weather days give the pressure drop; days without weather are no data", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    const today = localDateIn(user.time_zone as string);
    // 20 days of records; the weather of the last 15 only, with drops of 6 hPa 13, 9, 5 and 1 days ago
    // and a migraine on each day after one
    const drops = [13, 9, 5, 1];
    for (let n = 19; n >= 0; n--) {
      const date = addDays(today, -n);
      await db.insert(foodEntries).values({ user_id: user.id, date, food_name: "Meal", calories: 1800 });
      if (n <= 14)
        await db.insert(weatherDays).values([
          { user_id: user.id, date, pressure_hpa: 1010, pressure_change_hpa: drops.includes(n) ? -6 : 1 },
          // another user's place, falling every day: not this user's weather
          { user_id: other.id, date, pressure_hpa: 990, pressure_change_hpa: -10 },
        ]);
      if (drops.includes(n + 1)) await db.insert(migraines).values({ user_id: user.id, date, severity: 7 });
    }
    const analysis = await loadFactorAnalysis(db, {
      userId: user.id,
      today,
      timeZone: user.time_zone as string,
      calorieGoal: 2000,
    });
    expect(analysis.days_of_data).toBe(20);
    expect(analysis.comparisons).toBe(2);
    // day before: 14 days have the weather of their day before (13 days ago to today), 4 after a drop
    expect(analysis.results.find((r) => r.key === "pressure_drop" && r.lag === "day_before")).toMatchObject({
      label: "Pressure drop (5 hPa or more)",
      with_days: 4,
      with_migraine_days: 4,
      without_days: 10,
      without_migraine_days: 0,
      notable: true, // 1 / C(14, 4) = 1/1001 < 0.01 / 2
    });
    // same day: the 15 days with weather
    expect(analysis.results.find((r) => r.key === "pressure_drop" && r.lag === "same_day")).toMatchObject({
      with_days: 4,
      with_migraine_days: 0,
      without_days: 11,
      without_migraine_days: 4,
      notable: false,
    });
  });
});
