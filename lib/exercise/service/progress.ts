/** Exercise progress from the user's own log: this week against the weekly goal, streak, 8 weeks. */
import "server-only";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises } from "@/db/schema";
import { weeklyTotals, type WeekTotals } from "../progress-math";
import { addDays, currentStreak, weekStart } from "@/lib/time/dates";

export const CHART_WEEKS = 8;
/** Enough history for any streak a person keeps up; longer ones read as "365+". */
const STREAK_LOOKBACK_DAYS = 366;

export type ExerciseProgress = {
  goal: number;
  thisWeek: { workouts: number; minutes: number; calories: number; start: string };
  streakDays: number;
  streakCapped: boolean;
  weeks: WeekTotals[];
  hasAny: boolean;
};

export async function getExerciseProgress(
  db: Db,
  { userId, today, goal }: { userId: string; today: string; goal: number },
): Promise<ExerciseProgress> {
  const chartStart = addDays(weekStart(today), -7 * (CHART_WEEKS - 1));
  const from = addDays(today, -STREAK_LOOKBACK_DAYS) < chartStart ? addDays(today, -STREAK_LOOKBACK_DAYS) : chartStart;
  const rows = await db
    .select({
      date: exercises.date,
      workouts: sql<number>`count(*)::int`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${exercises.duration_minutes}), 0)::int`.mapWith(Number),
      calories: sql<number>`coalesce(sum(${exercises.calories_burned}), 0)::float8`.mapWith(Number),
    })
    .from(exercises)
    .where(and(eq(exercises.user_id, userId), gte(exercises.date, from), lte(exercises.date, today)))
    .groupBy(exercises.date)
    .orderBy(desc(exercises.date));

  const weeks = weeklyTotals(rows, today, CHART_WEEKS);
  const current = weeks.at(-1)!;
  const streakDays = currentStreak(
    rows.map((r) => r.date),
    today,
  );
  return {
    goal,
    thisWeek: {
      workouts: current.workouts,
      minutes: current.minutes,
      calories: Math.round(current.calories),
      start: current.start,
    },
    streakDays,
    streakCapped: streakDays > STREAK_LOOKBACK_DAYS - 1,
    weeks: weeks.map((w) => ({ ...w, calories: Math.round(w.calories) })),
    hasAny: rows.length > 0,
  };
}
