import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { foodEntries, healthMetrics } from "@/db/schema";
import { caloriesWeek, weightTrend } from "@/lib/dashboard/charts";
import { getDashboardCharts } from "@/lib/dashboard/service";
import { emptyDay } from "@/lib/insights/days";
import { registerUser } from "../../support/api";
import { countQueries } from "../insights/count-queries";

describe("caloriesWeek", () => {
  it("gives the 7 days ending today, a gap where nothing was logged", () => {
    const days = new Map([
      ["2026-03-14", { ...emptyDay("2026-03-14"), food_entries: 2, calories: 1850.6 }],
      ["2026-03-09", { ...emptyDay("2026-03-09"), food_entries: 1, calories: 2400 }],
      ["2026-03-07", { ...emptyDay("2026-03-07"), food_entries: 1, calories: 999 }],
    ]);
    const { points, logged } = caloriesWeek(days, "2026-03-14");
    expect(points).toEqual([
      { label: "Sun", value: null },
      { label: "Mon", value: 2400 },
      { label: "Tue", value: null },
      { label: "Wed", value: null },
      { label: "Thu", value: null },
      { label: "Fri", value: null },
      { label: "Today", value: 1851 },
    ]);
    expect(logged).toBe(2);
  });
});

describe("weightTrend", () => {
  const readings = [
    { date: "2026-03-01", value: 80, unit: "kg" },
    { date: "2026-03-04", value: 79, unit: "kg" },
    { date: "2026-03-04", value: 176.4, unit: "lbs" }, // 80.0 kg
    { date: "2026-03-10", value: 77, unit: "kg" },
  ];
  it("averages the readings of the 7 days ending each reading's day, in kg", () => {
    expect(weightTrend(readings, false)).toEqual({
      unit: "kg",
      points: [
        { label: "Mar 1", date: "2026-03-01", value: 80 },
        { label: "Mar 4", date: "2026-03-04", value: 79.7 }, // (80 + 79 + 80) / 3
        { label: "Mar 10", date: "2026-03-10", value: 78.7 }, // Mar 4-10: (79 + 80 + 77) / 3; Mar 1 is outside the 7 days
      ],
    });
  });
  it("in lbs for an imperial user", () => {
    const t = weightTrend(readings, true);
    expect(t.unit).toBe("lbs");
    expect(t.points[0]).toEqual({ label: "Mar 1", date: "2026-03-01", value: 176.4 });
  });
  it("is empty without readings", () => {
    expect(weightTrend([], false).points).toEqual([]);
  });
});

describe("getDashboardCharts", () => {
  it("reads the user's own week and weights in 2 queries", async () => {
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    const db = await getDb();
    await db.insert(foodEntries).values([
      { user_id: user.id, date: "2026-03-14", food_name: "A", calories: 500 },
      { user_id: other.id, date: "2026-03-14", food_name: "B", calories: 900 },
    ]);
    await db.insert(healthMetrics).values([
      { user_id: user.id, date: "2026-03-12", metric_type: "weight", value: 70, unit: "kg" },
      { user_id: user.id, date: "2026-03-12", metric_type: "heart_rate", value: 60, unit: "bpm" },
      { user_id: other.id, date: "2026-03-12", metric_type: "weight", value: 99, unit: "kg" },
    ]);
    const { result, queries } = await countQueries(db, () =>
      getDashboardCharts(db, { userId: user.id, today: "2026-03-14", imperial: false }),
    );
    expect(queries).toBe(2);
    expect(result.calories.points.at(-1)).toEqual({ label: "Today", value: 500 });
    expect(result.weight.points).toEqual([{ label: "Mar 12", date: "2026-03-12", value: 70 }]);
  });
});
