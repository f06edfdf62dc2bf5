/** Loads the four weeks of the Trends tab in five queries and computes them. */
import "server-only";
import { and, count, eq, gte, lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, foodEntries, journalEntries } from "@/db/schema";
import { scheduleFor } from "@/lib/medications/adherence";
import { listDoses, listMedications } from "@/lib/medications/service";
import { trendMessages, weekTrends, type WeekTrend } from "./trends-math";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { addDays } from "@/lib/time/dates";

export type Trends = { weeks: WeekTrend[]; messages: string[] };

export async function getTrends(
  db: Db,
  {
    userId,
    timeZone,
    workoutGoal,
    now = new Date(),
  }: { userId: string; timeZone: string; workoutGoal: number; now?: Date },
): Promise<Trends> {
  const today = localDateIn(timeZone, now);
  const nowTime = localTimeIn(timeZone, now);
  const start = addDays(today, -27);
  const [moods, workouts, meals, meds, doses] = await Promise.all([
    db
      .select({ date: journalEntries.date, mood: journalEntries.mood })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), gte(journalEntries.date, start), lte(journalEntries.date, today))),
    db
      .select({ date: exercises.date, n: count() })
      .from(exercises)
      .where(and(eq(exercises.user_id, userId), gte(exercises.date, start), lte(exercises.date, today)))
      .groupBy(exercises.date),
    db
      .selectDistinct({ date: foodEntries.date })
      .from(foodEntries)
      .where(and(eq(foodEntries.user_id, userId), gte(foodEntries.date, start), lte(foodEntries.date, today))),
    listMedications(db, { userId }),
    listDoses(db, { userId, start, end: today }),
  ]);
  const scheduled = meds.filter((m) => m.status === "active");
  const medicationDay = (date: string): boolean | null => {
    const slots = scheduleFor(scheduled, doses, date, timeZone, nowTime, today);
    if (slots.length === 0) return null;
    return slots.every((s) => s.state === "taken");
  };
  const weeks = weekTrends({
    today,
    moods,
    workoutsByDate: new Map(workouts.map((w) => [w.date, Number(w.n)])),
    mealDates: new Set(meals.map((m) => m.date)),
    medicationDay,
  });
  return { weeks, messages: trendMessages(weeks, workoutGoal) };
}
