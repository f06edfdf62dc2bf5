/**
 * The provider dashboard's smaller areas: the journal's mood and sleep quality by day (never
 * an entry's text), and exercise and food as totals of the last weeks.
 */
import "server-only";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, foodEntries, journalEntries } from "@/db/schema";
import { addDays, weekStart } from "@/lib/time/dates";

export const JOURNAL_DAYS = 30;
export const SUMMARY_WEEKS = 4;

export type JournalDays = {
  days: number;
  points: { date: string; mood: number | null; sleep: number | null }[];
  entries: number;
  mood: number | null;
  sleep: number | null;
};

export type ExerciseWeeks = { week: string; sessions: number; minutes: number; calories: number }[];
export type FoodWeeks = { week: string; days_logged: number; average_calories: number | null }[];

const mean = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.round((known.reduce((a, b) => a + b, 0) / known.length) * 10) / 10 : null;
};

export async function loadJournal(db: Db, userId: string, today: string): Promise<JournalDays> {
  const rows = await db
    .select({ date: journalEntries.date, mood: journalEntries.mood, sleep: journalEntries.sleep })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.user_id, userId),
        gte(journalEntries.date, addDays(today, -(JOURNAL_DAYS - 1))),
        lte(journalEntries.date, today),
      ),
    )
    .orderBy(asc(journalEntries.date));
  return {
    days: JOURNAL_DAYS,
    points: rows,
    entries: rows.length,
    mood: mean(rows.map((r) => r.mood)),
    sleep: mean(rows.map((r) => r.sleep)),
  };
}

/** The Mondays of the last SUMMARY_WEEKS weeks, this week's last. */
function recentWeeks(today: string): string[] {
  const current = weekStart(today);
  return Array.from({ length: SUMMARY_WEEKS }, (_, i) => addDays(current, (i - SUMMARY_WEEKS + 1) * 7));
}

export async function loadExercise(db: Db, userId: string, today: string): Promise<ExerciseWeeks> {
  const weeks = recentWeeks(today);
  const rows = await db
    .select({
      date: exercises.date,
      minutes: exercises.duration_minutes,
      calories: sql<number>`coalesce(${exercises.calories_burned}, 0)::float8`.mapWith(Number),
    })
    .from(exercises)
    .where(and(eq(exercises.user_id, userId), gte(exercises.date, weeks[0]!), lte(exercises.date, today)));
  return weeks.map((week) => {
    const inWeek = rows.filter((r) => weekStart(r.date) === week);
    return {
      week,
      sessions: inWeek.length,
      minutes: inWeek.reduce((n, r) => n + r.minutes, 0),
      calories: Math.round(inWeek.reduce((n, r) => n + r.calories, 0)),
    };
  });
}

export async function loadFood(db: Db, userId: string, today: string): Promise<FoodWeeks> {
  const weeks = recentWeeks(today);
  const days = await db
    .select({ date: foodEntries.date, calories: sql<number>`sum(${foodEntries.calories})::float8`.mapWith(Number) })
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), gte(foodEntries.date, weeks[0]!), lte(foodEntries.date, today)))
    .groupBy(foodEntries.date);
  return weeks.map((week) => {
    const inWeek = days.filter((d) => weekStart(d.date) === week);
    return {
      week,
      days_logged: inWeek.length,
      average_calories: inWeek.length ? Math.round(inWeek.reduce((n, d) => n + d.calories, 0) / inWeek.length) : null,
    };
  });
}
