/**
 * The dashboard's reads: today's figures in a single round trip, and its charts' data in two
 * more (per-day logging of 7 days, weight readings of 90).
 */
import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries, users } from "@/db/schema";
import { loadDayLogs } from "@/lib/insights/service";
import { addDays } from "@/lib/time/dates";
import { caloriesWeek, WEIGHT_DAYS, weightTrend } from "./charts";

export type DashboardSummary = {
  calories_consumed: number;
  /** Summed over the day's exercises (one without a figure counts as 0), for the net calories. */
  calories_burned: number;
  food_entries: number;
  workouts: number;
  journal_entries: number;
  health_metrics: number;
};

const EMPTY: DashboardSummary = {
  calories_consumed: 0,
  calories_burned: 0,
  food_entries: 0,
  workouts: 0,
  journal_entries: 0,
  health_metrics: 0,
};

type Dated = typeof foodEntries | typeof exercises | typeof journalEntries | typeof healthMetrics;

/** `count(*)` of one dated table for the user and date, as a scalar sub-select. */
function countOn(table: Dated, userId: string, date: string): SQL<number> {
  const mine = and(eq(table.user_id, userId), eq(table.date, date));
  return sql<number>`(select count(*) from ${table} where ${mine})::int`;
}

/**
 * Calories consumed and burned, and the number of food entries, workouts, journal entries and health
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
      calories_burned: sql<number>`(select coalesce(sum(${exercises.calories_burned}), 0) from ${exercises} where ${and(
        eq(exercises.user_id, userId),
        eq(exercises.date, date),
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

/** Calories of the 7 days ending today and the weight trend of the last 90 days, in the user's units. */
export async function getDashboardCharts(
  db: Db,
  { userId, today, imperial }: { userId: string; today: string; imperial: boolean },
) {
  // only the weight readings of the window, and only what the trend reads of them
  const [days, weights] = await Promise.all([
    loadDayLogs(db, { userId, since: addDays(today, -6), until: today }),
    db
      .select({ date: healthMetrics.date, value: healthMetrics.value, unit: healthMetrics.unit })
      .from(healthMetrics)
      .where(
        and(
          eq(healthMetrics.user_id, userId),
          eq(healthMetrics.metric_type, "weight"),
          gte(healthMetrics.date, addDays(today, -(WEIGHT_DAYS - 1))),
          lte(healthMetrics.date, today),
        ),
      ),
  ]);
  return { calories: caloriesWeek(days, today), weight: weightTrend(weights, imperial) };
}
