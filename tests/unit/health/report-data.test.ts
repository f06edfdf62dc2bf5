import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries, migraines, suspectedTriggers } from "@/db/schema";
import { loadFactorAnalysis, loadMigrainePatterns, loadVitalsPeriod } from "@/lib/health/report-data";
import { registerUser } from "../../support/api";
import { addDays } from "@/lib/time/dates";

const TODAY = "2026-03-31";

describe("the Health Reports' reads", () => {
  it("finds short sleep before migraines in a user's 60-day diary, ignoring another user's rows", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    // every 3rd night short; a migraine on each day after one, and on no other day
    for (let i = 59; i >= 0; i--) {
      const date = addDays(TODAY, -i);
      const short = i % 3 === 0;
      await db.insert(journalEntries).values({
        user_id: user.id,
        date,
        title: `Journal Entry - ${date}`,
        mood: 6,
        energy: 6,
        stress: 4,
        sleep: short ? 3 : 8,
      });
      if ((i + 1) % 3 === 0 && i < 59)
        await db.insert(migraines).values({
          user_id: user.id,
          date,
          severity: 6,
          time: "08:00",
          triggers: ["Lack of sleep"],
          treatment: "Triptan",
        });
      if (i % 2 === 0)
        await db.insert(exercises).values({ user_id: user.id, date, exercise_name: "Walk", duration_minutes: 30 });
      await db
        .insert(foodEntries)
        .values({ user_id: user.id, date, food_name: "Meal", calories: 1800 + (i % 5) * 100 });
    }
    await db
      .insert(migraines)
      .values(Array.from({ length: 20 }, (_, i) => ({ user_id: other.id, date: addDays(TODAY, -i), severity: 9 })));
    await db.insert(healthMetrics).values([
      {
        user_id: user.id,
        date: TODAY,
        time: "08:00",
        metric_type: "blood_pressure_systolic",
        value: 132,
        unit: "mmHg",
      },
      {
        user_id: user.id,
        date: TODAY,
        time: "08:00",
        metric_type: "blood_pressure_diastolic",
        value: 78,
        unit: "mmHg",
      },
      { user_id: other.id, date: TODAY, time: "08:00", metric_type: "heart_rate", value: 70, unit: "bpm" },
    ]);

    const patterns = await loadMigrainePatterns(db, { userId: user.id, today: TODAY });
    expect(patterns.episodes).toBe(19);
    expect(patterns.average_severity).toBe(6);
    expect(patterns.per_month.map((m) => m.treatment_days).reduce((a, b) => a + b)).toBe(19);
    const factors = await loadFactorAnalysis(db, { userId: user.id, today: TODAY, timeZone: "UTC", calorieGoal: 2000 });
    expect(factors.days_of_data).toBe(60);
    const sleep = factors.results.find((r) => r.key === "poor_sleep" && r.lag === "day_before")!;
    expect(sleep).toMatchObject({
      notable: true,
      direction: "more",
      with_days: 19,
      with_migraine_days: 19,
      without_migraine_days: 0,
    });
    expect(factors.results.map((r) => r.key)).toEqual(
      expect.arrayContaining(["exercise", "calories_over_goal", "trigger:lack of sleep"]),
    );
    const metrics = await loadVitalsPeriod(db, { userId: user.id, today: TODAY, days: 7 });
    expect(metrics.map((m) => m.metric_type).sort()).toEqual(["blood_pressure_diastolic", "blood_pressure_systolic"]);
  });

  it("reads the vitals of the chosen period only, and the factors' tracked days from vitals too", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    // a reading today, one 6 days ago (inside 7 days) and one 7 days ago (outside them)
    await db.insert(healthMetrics).values(
      [0, 6, 7].map((back) => ({
        user_id: user.id,
        date: addDays(TODAY, -back),
        time: "08:00",
        metric_type: "heart_rate",
        value: 60 + back,
        unit: "bpm",
      })),
    );
    const week = await loadVitalsPeriod(db, { userId: user.id, today: TODAY, days: 7 });
    expect(week.map((m) => m.value).sort()).toEqual([60, 66]);
    const month = await loadVitalsPeriod(db, { userId: user.id, today: TODAY, days: 30 });
    expect(month.map((m) => m.value).sort()).toEqual([60, 66, 67]);
    // vitals alone mark 8 days as tracked (7 days ago through today)
    const factors = await loadFactorAnalysis(db, { userId: user.id, today: TODAY, timeZone: "UTC", calorieGoal: 2000 });
    expect(factors.days_of_data).toBe(8);
    expect(factors.enough_data).toBe(false);
  });
  it("tests the user's suspicions, each dated on their local day, and no other user's", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    // 20 days of journal, every other night short, a migraine after every 4th day
    for (let i = 19; i >= 0; i--) {
      const date = addDays(TODAY, -i);
      await db.insert(journalEntries).values({
        user_id: user.id,
        date,
        title: `Journal Entry - ${date}`,
        mood: 6,
        energy: 6,
        stress: i % 2 === 0 ? 8 : 3,
        sleep: i % 2 === 0 ? 3 : 8,
      });
      if (i % 4 === 0) await db.insert(migraines).values({ user_id: user.id, date, severity: 5, time: "09:00" });
    }
    // 23:30 UTC on 1 February is already 2 February in Auckland
    await db.insert(suspectedTriggers).values([
      { user_id: user.id, factor_key: "poor_sleep", label: "Poor sleep", created_at: new Date("2026-02-01T23:30:00Z") },
      {
        user_id: other.id,
        factor_key: "high_stress",
        label: "High stress",
        created_at: new Date("2026-02-01T12:00:00Z"),
      },
    ]);
    const factors = await loadFactorAnalysis(db, {
      userId: user.id,
      today: TODAY,
      timeZone: "Pacific/Auckland",
      calorieGoal: 2000,
    });
    const since = (key: string) => factors.results.filter((r) => r.key === key).map((r) => r.suspected_since);
    expect(since("poor_sleep")).toEqual(["2026-02-02", "2026-02-02"]);
    expect(since("high_stress")).toEqual([null, null]);
  });
});
