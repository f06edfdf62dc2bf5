import { describe, expect, it } from "vitest";
import { computeInsights } from "@/lib/journal/insights";
import { moodEmoji } from "@/lib/journal/display";
import { addDays } from "@/lib/time/dates";

const TODAY = "2026-03-15"; // a Sunday
const entry = (
  daysAgo: number,
  mood: number,
  extra: Partial<{ energy: number; stress: number; sleep: number }> = {},
) => ({
  date: addDays(TODAY, -daysAgo),
  mood,
  energy: 6,
  stress: 4,
  sleep: 8,
  ...extra,
});

describe("computeInsights", () => {
  it("is not enough with fewer than 3 entries in 30 days", () => {
    const result = computeInsights([entry(0, 7), entry(40, 7), entry(45, 7)], [], TODAY);
    expect(result.enough).toBe(false);
    expect(result.entries30).toBe(1);
  });

  it("averages the last 7 and 30 days with their change against the period before", () => {
    const entries = [
      entry(0, 8, { sleep: 7 }),
      entry(1, 6, { sleep: 9 }),
      entry(2, 7, { stress: 2 }), // this week: mood 7
      entry(8, 4),
      entry(9, 6), // the previous week: mood 5
      entry(35, 3), // previous 30 days
    ];
    const r = computeInsights(entries, [], TODAY);
    expect(r.enough).toBe(true);
    expect(r.week.mood).toEqual({ value: 7, previous: 5, change: 2, count: 3 });
    expect(r.week.sleep).toEqual({ value: 8, previous: 8, change: 0, count: 3 });
    expect(r.week.stress.value).toBe(3.3);
    expect(r.month.mood).toEqual({ value: 6.2, previous: 3, change: 3.2, count: 5 });
    expect(r.chart).toHaveLength(30);
    expect(r.chart.at(-1)).toEqual({ label: "Mar 15", date: "2026-03-15", value: 8 });
    expect(r.chart.at(-4)).toEqual({ label: "Mar 12", date: "2026-03-12", value: null });
  });

  it("finds the best and worst weekday from at least two entries each", () => {
    // Sundays (0, 7, 14 days ago) mood 9; Mondays (6, 13) mood 4; one Tuesday mood 1 (too few)
    const entries = [entry(0, 9), entry(7, 9), entry(14, 9), entry(6, 4), entry(13, 4), entry(5, 1)];
    const r = computeInsights(entries, [], TODAY);
    expect(r.bestDay).toEqual({ day: "Sunday", mood: 9, count: 3 });
    expect(r.worstDay).toEqual({ day: "Monday", mood: 4, count: 2 });
  });

  it("compares mood on days with and without exercise, stating the counts, only with 3 a side", () => {
    const entries = [entry(0, 8), entry(1, 9), entry(2, 7), entry(3, 5), entry(4, 6), entry(5, 4), entry(6, 5)];
    const exercise = [addDays(TODAY, 0), addDays(TODAY, -1), addDays(TODAY, -2), addDays(TODAY, -40)];
    const r = computeInsights(entries, exercise, TODAY);
    expect(r.observations.find((o) => o.id === "exercise")?.text).toBe(
      "On the 3 days you exercised, your mood averaged 8: higher than the 5 on the 4 days you didn't.",
    );
    const few = computeInsights(entries, exercise.slice(0, 2), TODAY);
    expect(few.observations.find((o) => o.id === "exercise")).toBeUndefined();
    // every entry slept 8: no sleep comparison to make
    expect(r.observations.find((o) => o.id === "sleep")).toBeUndefined();
  });

  it("gives each mood score an emoji", () => {
    expect(new Set(Array.from({ length: 10 }, (_, i) => moodEmoji(i + 1))).size).toBe(10);
    expect(moodEmoji(10)).toBe("🤩");
    expect(moodEmoji(1)).toBe("😭");
  });
});
