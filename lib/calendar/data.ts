/**
 * GET /api/calendar-data: one month's records in the spec's six lists. Each list is one
 * range query on its (user_id, date) index, so the cost follows the month's rows, never
 * the user's whole history.
 */
import "server-only";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { dailyStats, exercises, foodEntries, healthMetrics, journalEntries, migraines } from "@/db/schema";
import { exerciseColumns } from "@/lib/exercise/service";
import { entryColumns } from "@/lib/food/entries";
import { metricColumns } from "@/lib/health/metrics";
import { migraineColumns } from "@/lib/health/migraines";
import { journalColumns } from "@/lib/journal/service";
import { monthRange } from "@/lib/time/dates";

export type DayStats = {
  date: string;
  calories_consumed: number;
  protein: number;
  carbs: number;
  fat: number;
  steps: number;
};

const tidy = (n: number) => Math.round(n * 10) / 10;

type Dated =
  | typeof foodEntries
  | typeof exercises
  | typeof healthMetrics
  | typeof journalEntries
  | typeof migraines
  | typeof dailyStats;

/** Every list for the dates start..end (inclusive). */
export async function getCalendarRange(db: Db, { userId, start, end }: { userId: string; start: string; end: string }) {
  const within = (t: Dated) => and(eq(t.user_id, userId), gte(t.date, start), lte(t.date, end));
  const [food, exerciseRows, metrics, journal, migraineRows, sums, steps] = await Promise.all([
    db
      .select(entryColumns)
      .from(foodEntries)
      .where(within(foodEntries))
      .orderBy(asc(foodEntries.date), asc(foodEntries.time), asc(foodEntries.created_at)),
    db
      .select(exerciseColumns)
      .from(exercises)
      .where(within(exercises))
      .orderBy(asc(exercises.date), asc(exercises.time), asc(exercises.created_at)),
    db
      .select(metricColumns)
      .from(healthMetrics)
      .where(within(healthMetrics))
      .orderBy(asc(healthMetrics.date), asc(healthMetrics.time), asc(healthMetrics.created_at)),
    db.select(journalColumns).from(journalEntries).where(within(journalEntries)).orderBy(asc(journalEntries.date)),
    db
      .select(migraineColumns)
      .from(migraines)
      .where(within(migraines))
      .orderBy(asc(migraines.date), asc(migraines.time), asc(migraines.created_at)),
    db
      .select({
        date: foodEntries.date,
        calories_consumed: sql<number>`sum(${foodEntries.calories})::float8`.mapWith(Number),
        protein: sql<number>`sum(${foodEntries.protein})::float8`.mapWith(Number),
        carbs: sql<number>`sum(${foodEntries.carbs})::float8`.mapWith(Number),
        fat: sql<number>`sum(${foodEntries.fat})::float8`.mapWith(Number),
      })
      .from(foodEntries)
      .where(within(foodEntries))
      .groupBy(foodEntries.date),
    db.select({ date: dailyStats.date, steps: dailyStats.steps }).from(dailyStats).where(within(dailyStats)),
  ]);

  const stats = new Map<string, DayStats>();
  for (const s of sums) {
    stats.set(s.date, {
      date: s.date,
      calories_consumed: tidy(s.calories_consumed),
      protein: tidy(s.protein),
      carbs: tidy(s.carbs),
      fat: tidy(s.fat),
      steps: 0,
    });
  }
  for (const s of steps) {
    const day = stats.get(s.date) ?? { date: s.date, calories_consumed: 0, protein: 0, carbs: 0, fat: 0, steps: 0 };
    stats.set(s.date, { ...day, steps: s.steps });
  }
  const daily_stats = [...stats.values()].sort((a, b) => a.date.localeCompare(b.date));

  return {
    food_entries: food,
    exercises: exerciseRows,
    health_metrics: metrics,
    journal_entries: journal,
    migraines: migraineRows,
    daily_stats,
  };
}

export type CalendarData = Awaited<ReturnType<typeof getCalendarRange>>;

export async function getCalendarData(
  db: Db,
  { userId, month }: { userId: string; month: string },
): Promise<CalendarData & { month: string }> {
  const { start, end } = monthRange(month);
  return { month, ...(await getCalendarRange(db, { userId, start, end })) };
}
