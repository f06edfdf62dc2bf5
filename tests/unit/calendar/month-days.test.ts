import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries, migraines } from "@/db/schema";
import { getMonthDays } from "@/lib/calendar/service";
import { registerUser } from "../../support/api";

describe("the month grid's figures per day", () => {
  it("counts and sums each day of the month in one read, leaving out other months and other users", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    await db.insert(foodEntries).values([
      { user_id: user.id, date: "2026-01-31", food_name: "Before", calories: 100 },
      { user_id: user.id, date: "2026-02-01", food_name: "Porridge", calories: 300.4 },
      { user_id: user.id, date: "2026-02-01", food_name: "Apple", calories: 95 },
      { user_id: user.id, date: "2026-02-28", food_name: "Soup", calories: 250 },
      { user_id: user.id, date: "2026-03-01", food_name: "After", calories: 100 },
      { user_id: other.id, date: "2026-02-01", food_name: "Not mine", calories: 999 },
    ]);
    await db.insert(exercises).values([
      { user_id: user.id, date: "2026-02-28", exercise_name: "Run", duration_minutes: 30, calories_burned: 300 },
      { user_id: user.id, date: "2026-02-28", exercise_name: "Walk", duration_minutes: 20, calories_burned: null },
    ]);
    await db.insert(healthMetrics).values([
      { user_id: user.id, date: "2026-02-10", metric_type: "blood_pressure_systolic", value: 128, unit: "mmHg" },
      { user_id: user.id, date: "2026-02-10", metric_type: "blood_pressure_diastolic", value: 84, unit: "mmHg" },
    ]);
    await db.insert(migraines).values([
      { user_id: user.id, date: "2026-02-10", severity: 6 },
      { user_id: other.id, date: "2026-02-10", severity: 9 },
    ]);
    await db.insert(journalEntries).values([
      { user_id: user.id, date: "2026-02-14", title: "Valentine", mood: 9 },
      { user_id: user.id, date: "2026-02-15", title: "No rating", mood: null },
    ]);

    const days = await getMonthDays(db, { userId: user.id, month: "2026-02" });
    expect([...days.keys()]).toEqual(["2026-02-01", "2026-02-10", "2026-02-14", "2026-02-15", "2026-02-28"]);
    const none = {
      mood: null,
      workouts: 0,
      migraines: 0,
      vitals: 0,
      meals: 0,
      calories_consumed: 0,
      calories_burned: 0,
    };
    expect(days.get("2026-02-01")).toEqual({ ...none, date: "2026-02-01", meals: 2, calories_consumed: 395 });
    expect(days.get("2026-02-10")).toEqual({ ...none, date: "2026-02-10", vitals: 2, migraines: 1 });
    expect(days.get("2026-02-14")).toEqual({ ...none, date: "2026-02-14", mood: 9 });
    // a journal entry without a mood is still a day with something logged
    expect(days.get("2026-02-15")).toEqual({ ...none, date: "2026-02-15" });
    expect(days.get("2026-02-28")).toEqual({
      ...none,
      date: "2026-02-28",
      meals: 1,
      calories_consumed: 250,
      workouts: 2,
      calories_burned: 300,
    });
  });

  it("is empty for a month with nothing logged", async () => {
    const db = await getDb();
    const { user } = await registerUser();
    expect((await getMonthDays(db, { userId: user.id, month: "2026-02" })).size).toBe(0);
  });
});
