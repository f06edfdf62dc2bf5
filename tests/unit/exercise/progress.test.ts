/** Progress from the log: weeks from Monday, the streak, and the service over real rows. */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { exercises } from "@/db/schema";
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import { getExerciseProgress } from "@/lib/exercise/service";
import { weeklyTotals } from "@/lib/exercise/progress-math";
import { registerUser } from "../../support/api";

describe("progress arithmetic", () => {
  it("sums 8 weeks, oldest first, ignoring days outside them", () => {
    const weeks = weeklyTotals(
      [
        { date: "2026-03-14", workouts: 2, minutes: 50, calories: 400 },
        { date: "2026-03-09", workouts: 1, minutes: 30, calories: 200 },
        { date: "2026-03-08", workouts: 1, minutes: 20, calories: 100 },
        { date: "2025-12-01", workouts: 9, minutes: 999, calories: 999 },
      ],
      "2026-03-14",
    );
    expect(weeks).toHaveLength(8);
    expect(weeks.at(-1)).toMatchObject({
      start: "2026-03-09",
      label: "Mar 9",
      workouts: 3,
      minutes: 80,
      calories: 600,
    });
    expect(weeks.at(-2)).toMatchObject({ start: "2026-03-02", workouts: 1, minutes: 20 });
    expect(weeks[0]!.start).toBe("2026-01-19");
    expect(weeks.slice(0, 6).every((w) => w.workouts === 0)).toBe(true);
  });
});

describe("estimateCaloriesBurned", () => {
  it("uses the activity's MET, the intensity and the weight", () => {
    expect(estimateCaloriesBurned({ name: "Morning run", type: "cardio", minutes: 60, weightKg: 60 })).toBe(588);
    expect(
      estimateCaloriesBurned({ name: "Yoga Flow", type: "flexibility", intensity: "light", minutes: 60, weightKg: 60 }),
    ).toBe(105);
    // unknown activity: the type's MET
    expect(estimateCaloriesBurned({ name: "Gardening", type: "strength", minutes: 30, weightKg: 80 })).toBe(200);
  });
});

describe("getExerciseProgress", () => {
  it("reads this week, the streak and 8 weeks from the user's own rows only", async () => {
    const { user } = await registerUser();
    const { user: other } = await registerUser();
    const db = await getDb();
    const row = (userId: string, date: string, minutes: number, calories: number | null) => ({
      user_id: userId,
      date,
      exercise_name: "Run",
      duration_minutes: minutes,
      calories_burned: calories,
    });
    await db.insert(exercises).values([
      row(user.id, "2026-03-14", 30, 250), // Saturday
      row(user.id, "2026-03-14", 20, null),
      row(user.id, "2026-03-13", 45, 300),
      row(user.id, "2026-03-12", 60, 200.4),
      row(user.id, "2026-03-06", 30, 100), // last week
      row(user.id, "2026-03-15", 30, 100), // tomorrow: not counted
      row(other.id, "2026-03-14", 90, 900),
    ]);
    const progress = await getExerciseProgress(db, { userId: user.id, today: "2026-03-14", goal: 3 });
    expect(progress.thisWeek).toEqual({ workouts: 4, minutes: 155, calories: 750, start: "2026-03-09" });
    expect(progress.streakDays).toBe(3);
    expect(progress.weeks.map((w) => w.minutes)).toEqual([0, 0, 0, 0, 0, 0, 30, 155]);
    expect(progress.goal).toBe(3);
    expect(progress.hasAny).toBe(true);
    const empty = await getExerciseProgress(db, { userId: other.id, today: "2026-01-01", goal: 5 });
    expect(empty).toMatchObject({ streakDays: 0, hasAny: false, thisWeek: { workouts: 0, minutes: 0, calories: 0 } });
  });
});
