/** The loader on the database: the user's own rows, local days in a non-UTC zone, few queries. */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  medications,
  migraines,
} from "@/db/schema";
import { loadInsightData, type InsightUser } from "@/lib/insights/service";
import { computeAllInsights } from "@/lib/insights/state";
import { registerUser } from "../../support/api";
import { countQueries } from "./count-queries";

// 2026-03-15 03:30 UTC is 20:30 on Saturday March 14 in Los Angeles
const NOW = new Date("2026-03-15T03:30:00Z");
const TZ = "America/Los_Angeles";

const asInsightUser = (u: Record<string, unknown> & { id: string }): InsightUser => ({
  id: u.id,
  time_zone: String(u.time_zone),
  daily_calories_goal: Number(u.daily_calories_goal),
  weekly_workout_goal: Number(u.weekly_workout_goal),
  water_target_ml: Number(u.water_target_ml),
  use_imperial: Boolean(u.use_imperial),
  created_at: new Date("2026-02-01T03:00:00Z"),
});

describe("loadInsightData", () => {
  it("reads the user's days in their zone, in 5 queries, and nothing of anyone else", async () => {
    const { user } = await registerUser({ time_zone: TZ });
    const { user: other } = await registerUser();
    const db = await getDb();
    await db.insert(foodEntries).values([
      { user_id: user.id, date: "2026-03-14", food_name: "Soup", calories: 600 },
      { user_id: user.id, date: "2026-03-14", food_name: "Bread", calories: 250.5 },
      { user_id: user.id, date: "2026-03-13", food_name: "Rice", calories: 700 },
      { user_id: user.id, date: "2026-03-15", food_name: "Tomorrow in LA", calories: 999 },
      { user_id: other.id, date: "2026-03-14", food_name: "Not mine", calories: 5000 },
    ]);
    await db.insert(exercises).values([
      { user_id: user.id, date: "2026-03-09", exercise_name: "Run", duration_minutes: 30 }, // Monday: this week
      { user_id: user.id, date: "2026-03-08", exercise_name: "Swim", duration_minutes: 40 }, // Sunday: last week
      { user_id: other.id, date: "2026-03-14", exercise_name: "Row", duration_minutes: 20 },
    ]);
    await db
      .insert(healthMetrics)
      .values({ user_id: user.id, date: "2026-03-12", metric_type: "weight", value: 70, unit: "kg" });
    await db.insert(migraines).values({ user_id: user.id, date: "2026-03-11", severity: 5, triggers: ["Dehydration"] });
    await db
      .insert(journalEntries)
      .values({ user_id: user.id, date: "2026-03-14", title: "Sat", mood: 8, energy: 7, stress: 3, sleep: 6 });
    const [med] = await db
      .insert(medications)
      .values({
        user_id: user.id,
        name: "Vit D",
        dosage: "1",
        frequency: "daily",
        time: "08:00",
        created_at: new Date("2026-03-01T00:00:00Z"),
      })
      .returning();
    await db.insert(medicationDoses).values({
      user_id: user.id,
      medication_id: med!.medication_id,
      date: "2026-03-14",
      time: "08:00",
      status: "taken",
      taken_at: NOW,
    });

    const { result: d, queries } = await countQueries(db, () => loadInsightData(db, asInsightUser(user), NOW));
    expect(queries).toBe(5);
    expect(d.today).toBe("2026-03-14");
    expect(d.nowTime).toBe("20:30");
    expect(d.since).toBe("2026-01-31"); // sign-up's local day in the user's zone
    expect(d.days.get("2026-03-14")).toMatchObject({
      food_entries: 2,
      calories: 850.5,
      journal: 1,
      doses_taken: 1,
      workouts: 0,
    });
    expect(d.days.has("2026-03-15")).toBe(false);
    expect(d.days.get("2026-03-12")).toMatchObject({ metrics: 1 });
    expect(d.workoutsThisWeek).toBe(1);
    expect(d.migraines).toEqual([{ date: "2026-03-11", severity: 5, triggers: ["Dehydration"] }]);

    const i = computeAllInsights(d);
    expect(i.empty).toBe(false);
    // Mar 11 (migraine), 12 (metric), 13 (food), 14 (everything): 4 days in a row
    expect(i.streakDays).toBe(4);
    expect(i.healthScore!.components.map((c) => c.id)).toEqual([
      "consistency",
      "nutrition",
      "exercise",
      "sleep",
      "mood",
      "migraine",
      "medication",
    ]);
    expect(i.goals.map((g) => `${g.done}/${g.target}`)).toEqual(["1/3", "2/7", "1/7"]);
  });

  it("at 23:30 UTC the same user is still on the previous local day", async () => {
    const { user } = await registerUser({ time_zone: "Asia/Tokyo" });
    const db = await getDb();
    await db
      .insert(foodEntries)
      .values({ user_id: user.id, date: "2026-03-15", food_name: "Breakfast", calories: 400 });
    // 2026-03-14 23:30 UTC is 08:30 on March 15 in Tokyo
    const d = await loadInsightData(db, asInsightUser(user), new Date("2026-03-14T23:30:00Z"));
    expect(d.today).toBe("2026-03-15");
    expect(computeAllInsights(d).streakDays).toBe(1);
    // 2026-03-14 14:30 UTC is 23:30 on March 14 in Tokyo
    const before = await loadInsightData(db, asInsightUser(user), new Date("2026-03-14T14:30:00Z"));
    expect(before.today).toBe("2026-03-14");
    expect(computeAllInsights(before).empty).toBe(true);
  });
});
