/**
 * The suspicion keys are the factor analysis' own: every key it can report is accepted, a
 * trigger's key is the one the analysis gives that trigger, and nothing else is accepted.
 */
import { describe, expect, it } from "vitest";
import { analyseFactors } from "@/lib/health/factors/analysis";
import { FOOD_FACTORS } from "@/lib/migraine/food-factors";
import {
  describeFactor,
  describeTrigger,
  isFactorKey,
  suspicionChoices,
} from "@/lib/health/factors/suspicions/choices";
import { addDays } from "@/lib/time/dates";

const TODAY = "2026-03-31";

/** A 30-day diary in which every factor the analysis builds has days with and without it. */
function everyFactorDiary() {
  const days = Array.from({ length: 30 }, (_, i) => addDays(TODAY, -i));
  const on = (i: number) => i % 2 === 0;
  return analyseFactors({
    today: TODAY,
    windowDays: 90,
    migraines: days.filter((_, i) => i % 3 === 0).map((date) => ({ date, triggers: ["Red Wine ", "Stress"] })),
    journal: days.map((date, i) => ({
      date,
      sleep: on(i) ? 3 : 8,
      stress: on(i) ? 8 : 3,
      mood: on(i) ? 3 : 7,
      energy: on(i) ? 3 : 7,
    })),
    exerciseDates: days.filter((_, i) => on(i)),
    calories: days.map((date, i) => ({ date, calories: on(i) ? 2500 : 1500 })),
    calorieGoal: 2000,
    otherDates: [],
    foodFactors: days.map((date, i) => ({ date, keys: on(i) ? FOOD_FACTORS.map((f) => f.key) : [] })),
    weather: days.map((date, i) => ({ date, pressure_change_hpa: on(i) ? -8 : 1 })),
  });
}

describe("suspicion keys", () => {
  it("accepts every key the analysis reports, and offers each that is not a logged trigger", () => {
    const keys = new Set(everyFactorDiary().results.map((r) => r.key));
    expect(keys.has("trigger:red wine")).toBe(true);
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expect(isFactorKey(key), key).toBe(true);
    const offered = new Set(suspicionChoices(["Red Wine "]).map((c) => c.factor_key));
    for (const key of keys) expect(offered.has(key), key).toBe(true);
  });

  it("gives a trigger the analysis' key, and keeps the form's spelling or the user's", () => {
    expect(describeTrigger("  Red Wine ")).toEqual({
      factor_key: "trigger:red wine",
      label: "Red Wine",
      kind: "your_trigger",
    });
    expect(describeTrigger("LACK OF SLEEP")).toEqual({
      factor_key: "trigger:lack of sleep",
      label: "Lack of sleep",
      kind: "migraine_form",
    });
    expect(describeFactor("trigger:Bright lights")).toMatchObject({ factor_key: "trigger:bright lights" });
    expect(describeFactor("food:aspartame")).toEqual({
      factor_key: "food:aspartame",
      label: "Aspartame (E951)",
      kind: "food",
    });
  });

  it("refuses keys the analysis never builds", () => {
    for (const key of [
      "",
      "sleep",
      "Poor_sleep",
      "food:",
      "food:broccoli",
      "trigger:",
      "trigger:   ",
      `trigger:${"a".repeat(61)}`,
    ])
      expect(isFactorKey(key), key).toBe(false);
    expect(isFactorKey(`trigger:${"a".repeat(60)}`)).toBe(true);
  });

  it("offers the user's own triggers once each, after the form's, never a form trigger twice", () => {
    const choices = suspicionChoices(["stress", "Wine", "wine", "  ", "Aura"]);
    const own = choices.filter((c) => c.kind === "your_trigger").map((c) => c.label);
    expect(own).toEqual(["Aura", "Wine"]);
    expect(choices.filter((c) => c.factor_key === "trigger:stress")).toHaveLength(1);
    expect(choices[0]!.kind).toBe("migraine_form");
  });
});
