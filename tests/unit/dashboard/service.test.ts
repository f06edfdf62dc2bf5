import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries } from "@/db/schema";
import { getDashboardSummary } from "@/lib/dashboard/service";
import { registerUser } from "../../support/api";

const TODAY = "2026-03-14";
const YESTERDAY = "2026-03-13";

async function logDay(
  userId: string,
  date: string,
  n: { food: number[]; workouts: number; metrics: number; journal: boolean; burned?: number | null },
) {
  const db = await getDb();
  if (n.food.length) {
    await db
      .insert(foodEntries)
      .values(n.food.map((calories, i) => ({ user_id: userId, date, food_name: `Food ${i}`, calories })));
  }
  for (let i = 0; i < n.workouts; i++) {
    await db.insert(exercises).values({
      user_id: userId,
      date,
      exercise_name: `Run ${i}`,
      duration_minutes: 30,
      calories_burned: i === 0 ? (n.burned ?? null) : null,
    });
  }
  for (let i = 0; i < n.metrics; i++) {
    await db
      .insert(healthMetrics)
      .values({ user_id: userId, date, metric_type: "heart_rate", value: 60 + i, unit: "bpm" });
  }
  if (n.journal) {
    await db
      .insert(journalEntries)
      .values({ user_id: userId, date, title: `Journal Entry - ${date}`, mood: 7, energy: 6, stress: 4, sleep: 8 });
  }
}

describe("getDashboardSummary", () => {
  it("counts only the given user's rows on the given date", async () => {
    const { user: alice } = await registerUser({ name: "Alice" });
    const { user: bob } = await registerUser({ name: "Bob" });
    await logDay(alice.id, TODAY, { food: [320.5, 480, 150], workouts: 2, metrics: 4, journal: true, burned: 250 });
    await logDay(alice.id, YESTERDAY, { food: [900], workouts: 1, metrics: 1, journal: true });
    await logDay(bob.id, TODAY, { food: [1000, 1000], workouts: 3, metrics: 2, journal: true, burned: 600 });

    const db = await getDb();
    expect(await getDashboardSummary(db, { userId: alice.id, date: TODAY })).toEqual({
      calories_consumed: 950.5,
      calories_burned: 250, // one workout with a figure, one without (counted as 0)
      food_entries: 3,
      workouts: 2,
      journal_entries: 1,
      health_metrics: 4,
    });
    expect(await getDashboardSummary(db, { userId: alice.id, date: YESTERDAY })).toEqual({
      calories_consumed: 900,
      calories_burned: 0,
      food_entries: 1,
      workouts: 1,
      journal_entries: 1,
      health_metrics: 1,
    });
    expect(await getDashboardSummary(db, { userId: bob.id, date: YESTERDAY })).toEqual({
      calories_consumed: 0,
      calories_burned: 0,
      food_entries: 0,
      workouts: 0,
      journal_entries: 0,
      health_metrics: 0,
    });
  });

  it("answers zeros for an unknown user", async () => {
    const db = await getDb();
    const summary = await getDashboardSummary(db, { userId: "00000000-0000-4000-8000-000000000000", date: TODAY });
    expect(summary).toEqual({
      calories_consumed: 0,
      calories_burned: 0,
      food_entries: 0,
      workouts: 0,
      journal_entries: 0,
      health_metrics: 0,
    });
  });
});
