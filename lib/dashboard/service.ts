/** The dashboard's figures for one of the user's days, read in a single round trip. */
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries, users } from "@/db/schema";

export type DashboardSummary = {
  calories_consumed: number;
  food_entries: number;
  workouts: number;
  journal_entries: number;
  health_metrics: number;
};

const EMPTY: DashboardSummary = {
  calories_consumed: 0,
  food_entries: 0,
  workouts: 0,
  journal_entries: 0,
  health_metrics: 0,
};

type Dated = typeof foodEntries | typeof exercises | typeof journalEntries | typeof healthMetrics;

/** `count(*)` of one dated table for the user and date, as a scalar sub-select. */
function countOn(table: Dated, userId: string, date: string): SQL<number> {
  return sql<number>`(select count(*) from ${table} where ${and(eq(table.user_id, userId), eq(table.date, date))})::int`;
}

/**
 * Calories consumed and the number of food entries, workouts, journal entries and health
 * metrics on `date` (the user's local YYYY-MM-DD). Each figure is a sub-select on the
 * (user_id, date) index, all read as one row of the user's own record.
 */
export async function getDashboardSummary(
  db: Db,
  { userId, date }: { userId: string; date: string },
): Promise<DashboardSummary> {
  const [row] = await db
    .select({
      calories_consumed: sql<number>`(select coalesce(sum(${foodEntries.calories}), 0) from ${foodEntries} where ${and(
        eq(foodEntries.user_id, userId),
        eq(foodEntries.date, date),
      )})::float8`.mapWith(Number),
      food_entries: countOn(foodEntries, userId, date).mapWith(Number),
      workouts: countOn(exercises, userId, date).mapWith(Number),
      journal_entries: countOn(journalEntries, userId, date).mapWith(Number),
      health_metrics: countOn(healthMetrics, userId, date).mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? EMPTY;
}
