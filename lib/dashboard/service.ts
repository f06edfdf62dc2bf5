/**
 * The dashboard's reads: today's figures in a single round trip, its charts' data in two
 * more (per-day logging of 7 days, weight readings of 90), and the acute-medication days of the
 * last 3 complete months for the medication-overuse warning in one.
 */
import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { exercises, foodEntries, healthMetrics, journalEntries, users } from "@/db/schema";
import { loadDayLogs } from "@/lib/insights/service";
import { loadOveruseWarning } from "@/lib/migraine-insights/service";
import type { MedicationOveruse } from "@/lib/migraine/overuse";
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

/** The user's rows of one dated table on the day (placeholders `userId` and `date`). */
const onDay = (table: Dated) =>
  and(eq(table.user_id, sql.placeholder("userId")), eq(table.date, sql.placeholder("date")));

/** `count(*)` of one dated table for the user and day, as a scalar sub-select. */
const countOn = (table: Dated): SQL<number> => sql<number>`(select count(*) from ${table} where ${onDay(table)})::int`;

/**
 * Each figure is a sub-select on the (user_id, date) index, all read as one row of the
 * user's own record; prepared once.
 */
const summaryQuery = preparedFor((db) =>
  db
    .select({
      calories_consumed:
        sql<number>`(select coalesce(sum(${foodEntries.calories}), 0) from ${foodEntries} where ${onDay(foodEntries)})::float8`.mapWith(
          Number,
        ),
      calories_burned:
        sql<number>`(select coalesce(sum(${exercises.calories_burned}), 0) from ${exercises} where ${onDay(exercises)})::float8`.mapWith(
          Number,
        ),
      food_entries: countOn(foodEntries).mapWith(Number),
      workouts: countOn(exercises).mapWith(Number),
      journal_entries: countOn(journalEntries).mapWith(Number),
      health_metrics: countOn(healthMetrics).mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .limit(1)
    .prepare("vitalog_dashboard_summary"),
);

/**
 * Calories consumed and burned, and the number of food entries, workouts, journal entries and health
 * metrics on `date` (the user's local YYYY-MM-DD), in one statement.
 */
export async function getDashboardSummary(
  db: Db,
  { userId, date }: { userId: string; date: string },
): Promise<DashboardSummary> {
  const [row] = await summaryQuery(db).execute({ userId, date });
  return row ?? EMPTY;
}

/** The weight readings of a window, only what the trend reads of them; prepared once. */
const weightsQuery = preparedFor((db) =>
  db
    .select({ date: healthMetrics.date, value: healthMetrics.value, unit: healthMetrics.unit })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.user_id, sql.placeholder("userId")),
        eq(healthMetrics.metric_type, "weight"),
        gte(healthMetrics.date, sql.placeholder("since")),
        lte(healthMetrics.date, sql.placeholder("today")),
      ),
    )
    .prepare("vitalog_dashboard_weights"),
);

/** Calories of the 7 days ending today and the weight trend of the last 90 days, in the user's units. */
export async function getDashboardCharts(
  db: Db,
  { userId, today, imperial }: { userId: string; today: string; imperial: boolean },
) {
  const [days, weights] = await Promise.all([
    loadDayLogs(db, { userId, since: addDays(today, -6), until: today }),
    weightsQuery(db).execute({ userId, since: addDays(today, -(WEIGHT_DAYS - 1)), today }),
  ]);
  return { calories: caloriesWeek(days, today), weight: weightTrend(weights, imperial) };
}

/**
 * The medication-overuse verdict (ICHD-3 8.2) over the last 3 complete months, from one read of
 * the days with acute medication, for the dashboard's warning card.
 */
export function getDashboardOveruse(
  db: Db,
  { userId, today }: { userId: string; today: string },
): Promise<MedicationOveruse> {
  return loadOveruseWarning(db, { userId, today });
}
