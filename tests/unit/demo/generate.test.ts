import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/lib/demo/generate";
import { DEMO_SEED } from "@/lib/demo/profile";
import { analyseFactors } from "@/lib/health/factors/analysis";
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import { MIGRAINE_SYMPTOMS, MIGRAINE_TRIGGERS } from "@/lib/health/schema";

const NOW = new Date("2026-06-30T08:00:00Z");

describe("generateDemoData", () => {
  const data = generateDemoData({ now: NOW, timeZone: "Europe/Berlin", seed: DEMO_SEED });

  it("is the same for the same seed and day", () => {
    expect(generateDemoData({ now: NOW, timeZone: "Europe/Berlin", seed: DEMO_SEED })).toEqual(data);
  });

  it("gives the trigger analysis poor sleep to find", () => {
    const calories = new Map<string, number>();
    for (const f of data.food) calories.set(f.date, (calories.get(f.date) ?? 0) + f.calories);
    const analysis = analyseFactors({
      today: data.clock.today,
      windowDays: 90,
      migraines: data.migraines,
      journal: data.journal,
      exerciseDates: data.exercises.map((e) => e.date),
      calories: [...calories].map(([date, kcal]) => ({ date, calories: kcal })),
      calorieGoal: data.dailyCaloriesGoal,
      otherDates: data.metrics.map((m) => m.date),
    });
    expect(analysis.enough_data).toBe(true);
    const sleep = analysis.results.find((r) => r.key === "poor_sleep" && r.lag === "same_day")!;
    expect(sleep.direction).toBe("more");
    expect(sleep.notable).toBe(true);
  });

  it("uses the app's own choices and the MET estimate", () => {
    for (const m of data.migraines) {
      expect(m.triggers.every((t) => (MIGRAINE_TRIGGERS as readonly string[]).includes(t))).toBe(true);
      expect(m.symptoms.every((s) => (MIGRAINE_SYMPTOMS as readonly string[]).includes(s))).toBe(true);
      expect(m.severity).toBeGreaterThanOrEqual(1);
      expect(m.severity).toBeLessThanOrEqual(10);
    }
    const weeks = 90 / 7;
    expect(data.exercises.length / weeks).toBeGreaterThanOrEqual(2);
    expect(data.exercises.length / weeks).toBeLessThanOrEqual(5);
    expect(new Set(data.exercises.map((e) => e.exercise_type)).size).toBeGreaterThanOrEqual(3);
    const first = data.exercises[0]!;
    const guess = (w: number) =>
      estimateCaloriesBurned({
        name: first.exercise_name,
        type: first.exercise_type,
        intensity: first.intensity,
        minutes: first.duration_minutes,
        weightKg: w,
      });
    expect(first.calories_burned).toBeGreaterThanOrEqual(guess(70));
    expect(first.calories_burned).toBeLessThanOrEqual(guess(80));
  });

  it("logs water most days, under and over the 2,000 ml target, nothing later than now", () => {
    const byDay = new Map<string, number>();
    for (const w of data.water) byDay.set(w.date, (byDay.get(w.date) ?? 0) + w.amount_ml);
    expect(byDay.size).toBeGreaterThanOrEqual(70);
    expect(byDay.size).toBeLessThan(90);
    const totals = [...byDay.values()];
    expect(totals.some((t) => t < 2000)).toBe(true);
    expect(totals.some((t) => t >= 2000)).toBe(true);
    expect(data.water.every((w) => w.amount_ml === 250 || w.amount_ml === 500)).toBe(true);
    // 08:00 UTC is 10:00 in Berlin: today holds only the morning's glasses
    const today = data.water.filter((w) => w.date === "2026-06-30");
    expect(today.every((w) => w.time <= "10:00")).toBe(true);
    expect(data.water.every((w) => w.at.getTime() <= NOW.getTime())).toBe(true);
  });
});
