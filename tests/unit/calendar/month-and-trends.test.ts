import { describe, expect, it } from "vitest";
import { monthGrid } from "@/lib/calendar/month";
import { trendMessages, weekTrends } from "@/lib/calendar/trends";

describe("month arithmetic", () => {
  it("lays a month out Sunday to Saturday", () => {
    const grid = monthGrid("2026-02"); // Feb 1 2026 is a Sunday; 28 days: exactly four weeks
    expect(grid).toHaveLength(4);
    expect(grid[0]).toEqual([
      "2026-02-01",
      "2026-02-02",
      "2026-02-03",
      "2026-02-04",
      "2026-02-05",
      "2026-02-06",
      "2026-02-07",
    ]);
    const nov = monthGrid("2026-11"); // Nov 1 2026 is a Sunday, 30 days
    expect(nov.at(-1)).toEqual(["2026-11-29", "2026-11-30", null, null, null, null, null]);
    const mar = monthGrid("2026-03"); // Mar 1 2026 is a Sunday too; Apr 1 a Wednesday
    expect(monthGrid("2026-04")[0]).toEqual([null, null, null, "2026-04-01", "2026-04-02", "2026-04-03", "2026-04-04"]);
    expect(mar.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe("four-week trends", () => {
  const today = "2026-11-22";
  const weeks = weekTrends({
    today,
    moods: [
      { date: "2026-11-22", mood: 8 },
      { date: "2026-11-16", mood: 6 },
      { date: "2026-11-15", mood: 5 }, // last week
    ],
    workoutsByDate: new Map([
      ["2026-11-20", 2],
      ["2026-11-18", 1],
      ["2026-11-10", 1],
    ]),
    mealDates: new Set([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-01",
    ]),
    medicationDay: (d) => (d < "2026-11-10" ? null : d !== "2026-11-19"),
  });

  it("counts each 7-day week ending today", () => {
    expect(weeks.map((w) => [w.label, w.start, w.end])).toEqual([
      ["This week", "2026-11-16", "2026-11-22"],
      ["Last week", "2026-11-09", "2026-11-15"],
      ["2 weeks ago", "2026-11-02", "2026-11-08"],
      ["3 weeks ago", "2026-10-26", "2026-11-01"],
    ]);
    expect(weeks[0]).toMatchObject({ mood: 7, workouts: 3, meal_days: 7, medication_days: 6 });
    expect(weeks[1]).toMatchObject({ mood: 5, workouts: 1, meal_days: 0, medication_days: 6 });
    expect(weeks[2]).toMatchObject({ mood: null, workouts: 0, medication_days: null });
    expect(weeks[3]).toMatchObject({ meal_days: 1 });
  });

  it("writes messages that follow from the numbers", () => {
    expect(trendMessages(weeks, 3)).toEqual([
      "Your mood is up 2 points from last week (7 vs 5).",
      "You reached your goal of 3 workouts this week with 3 workouts.",
      "You logged meals every day this week.",
      "All scheduled medications taken on 6 of 7 days this week (6 last week).",
    ]);
    expect(trendMessages(weeks, 5)[1]).toBe(
      "3 workouts this week (1 last week); 2 more to reach your weekly goal of 5.",
    );
  });
});
