import { describe, expect, it } from "vitest";
import { analyseFactors, type DiaryInput } from "@/lib/health/factors";
import { fisherExactP } from "@/lib/health/fisher";
import { addDays } from "@/lib/time/dates";

const TODAY = "2026-03-31";

/** A small deterministic generator (mulberry32), so every diary is reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

function diary(seed: number, plant: boolean): DiaryInput {
  const r = rng(seed);
  const input: DiaryInput = {
    today: TODAY,
    windowDays: 90,
    migraines: [],
    journal: [],
    exerciseDates: [],
    calories: [],
    calorieGoal: 2000,
    otherDates: [],
  };
  let shortSleepYesterday = false;
  for (let i = 89; i >= 0; i--) {
    const date = addDays(TODAY, -i);
    const sleep = int(r, 1, 10);
    input.journal.push({ date, sleep, stress: int(r, 1, 10), mood: int(r, 1, 10), energy: int(r, 1, 10) });
    if (r() < 0.4) input.exerciseDates.push(date);
    input.calories.push({ date, calories: int(r, 1400, 2600) });
    const chance = plant ? (shortSleepYesterday ? 0.7 : 0.1) : 0.25;
    if (r() < chance)
      input.migraines.push({ date, triggers: r() < 0.5 ? ["Stress"] : ["Weather changes", "Bright lights"] });
    shortSleepYesterday = sleep <= 5;
  }
  return input;
}

describe("analyseFactors", () => {
  it("finds a planted trigger: migraines on 70% of days after short sleep vs 10% otherwise", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = analyseFactors(diary(seed, true));
      expect(result.enough_data).toBe(true);
      expect(result.days_of_data).toBe(90);
      const notable = result.results.filter((r) => r.notable);
      expect(notable.map((r) => `${r.key}/${r.lag}`)).toContain("poor_sleep/day_before");
      const sleep = notable.find((r) => r.key === "poor_sleep" && r.lag === "day_before")!;
      expect(sleep.direction).toBe("more");
      expect(sleep.with_days + sleep.without_days).toBe(89); // the first day has no day before in the data
      expect(sleep.rate_with).toBeGreaterThan(0.5);
      expect(sleep.rate_without).toBeLessThan(0.2);
    }
  });

  it("reports nothing as notable on random diaries with no relation", () => {
    for (let seed = 100; seed < 130; seed++) {
      const result = analyseFactors(diary(seed, false));
      expect(result.results.length).toBeGreaterThan(8);
      expect(result.results.filter((r) => r.notable)).toEqual([]);
    }
  });

  it("needs 10 days of data and 3 days in each group, and always carries the counts", () => {
    const short = diary(7, true);
    short.journal = short.journal.filter((j) => j.date > addDays(TODAY, -9));
    short.migraines = short.migraines.filter((m) => m.date > addDays(TODAY, -9));
    short.exerciseDates = [];
    short.calories = [];
    expect(analyseFactors(short)).toMatchObject({ days_of_data: 9, enough_data: false, results: [] });

    const oneGroup = diary(8, false);
    oneGroup.journal = oneGroup.journal.map((j) => ({ ...j, sleep: 8 })); // never poor sleep
    const keys = analyseFactors(oneGroup).results.map((r) => r.key);
    expect(keys).not.toContain("poor_sleep");
    for (const r of analyseFactors(oneGroup).results) {
      expect(r.with_days).toBeGreaterThanOrEqual(3);
      expect(r.without_days).toBeGreaterThanOrEqual(3);
    }
  });

  it("compares days with a journal entry only for journal factors", () => {
    const input = diary(9, false);
    input.journal = input.journal.filter((_, i) => i % 2 === 0); // every other day
    const sleep = analyseFactors(input).results.find((r) => r.key === "poor_sleep" && r.lag === "same_day")!;
    expect(sleep.with_days + sleep.without_days).toBe(45);
  });
});

describe("fisherExactP", () => {
  it("matches known values", () => {
    // the classic tea-tasting table: p = 0.4857 two-sided
    expect(fisherExactP(3, 1, 1, 3)).toBeCloseTo(0.4857, 3);
    expect(fisherExactP(10, 0, 0, 10)).toBeCloseTo(1.0825e-5, 8);
    expect(fisherExactP(5, 5, 5, 5)).toBeCloseTo(1, 6);
  });
});
