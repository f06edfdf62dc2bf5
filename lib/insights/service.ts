/**
 * Reads what the insights and the dashboard charts need in a handful of queries, never one
 * per day: the per-day logging of every dated table in ONE grouped union query read as json, plus the
 * journal ratings, migraines, medications and doses (lib/journal, lib/health,
 * lib/medications services): 5 queries for the insights, run in parallel.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { weeklyTotals } from "@/lib/exercise/progress-math";
import { listMigrainesSince } from "@/lib/health/service";
import { INSIGHT_DAYS } from "@/lib/journal/insights";
import { entriesSince } from "@/lib/journal/service";
import { listDoses, listMedications } from "@/lib/medications/service";
import { addDays } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { TRACKING_DAYS, WINDOW_DAYS, type DayLog, type InsightData } from "./days";
import { computeAllInsights, type Insights } from "./state";

/** A streak longer than a year reads as the year. */
export const STREAK_LOOKBACK_DAYS = 366;

/** The rows of db.execute: node-postgres answers { rows }, PGlite an object with rows too. */
const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);

/**
 * Per local day from `since` to `until`, what the user logged: one grouped range query per dated
 * table on its (user_id, date) index, summed per day in SQL and read as ONE json value (a year
 * of days is a single row to parse, not thousands of rows to map).
 */
export async function loadDayLogs(
  db: Db,
  { userId, since, until }: { userId: string; since: string; until: string },
): Promise<Map<string, DayLog>> {
  const mine = (table: SQL) => sql`from ${table} where user_id = ${userId} and date >= ${since} and date <= ${until}`;
  const result = await db.execute(sql`
    select coalesce(json_agg(d order by d.date), '[]'::json) as days from (
      select date::text as date, sum(food_entries)::int as food_entries, sum(calories)::float8 as calories,
             sum(workouts)::int as workouts, sum(minutes)::float8 as minutes, sum(metrics)::int as metrics,
             sum(migraines)::int as migraines, sum(journal)::int as journal, sum(doses_taken)::int as doses_taken
      from (
        select date, count(*) as food_entries, coalesce(sum(calories), 0)::float8 as calories, 0 as workouts,
               0::float8 as minutes, 0 as metrics, 0 as migraines, 0 as journal, 0 as doses_taken
        ${mine(sql`food_entries`)} group by date
        union all
        select date, 0, 0, count(*), coalesce(sum(duration_minutes), 0)::float8, 0, 0, 0, 0
        ${mine(sql`exercises`)} group by date
        union all
        select date, 0, 0, 0, 0, count(*), 0, 0, 0 ${mine(sql`health_metrics`)} group by date
        union all
        select date, 0, 0, 0, 0, 0, count(*), 0, 0 ${mine(sql`migraines`)} group by date
        union all
        select date, 0, 0, 0, 0, 0, 0, count(*), 0 ${mine(sql`journal_entries`)} group by date
        union all
        select date, 0, 0, 0, 0, 0, 0, 0, count(*) ${mine(sql`medication_doses`)} and status = 'taken' group by date
      ) per_table
      group by date
    ) d`);
  const [row] = rowsOf(result);
  return new Map(((row?.days as DayLog[] | undefined) ?? []).map((day) => [day.date, day]));
}

export type InsightUser = {
  id: string;
  time_zone: string;
  daily_calories_goal: number;
  weekly_workout_goal: number;
  water_target_ml: number;
  use_imperial: boolean;
  created_at: Date;
};

export async function loadInsightData(db: Db, user: InsightUser, now: Date = new Date()): Promise<InsightData> {
  const today = localDateIn(user.time_zone, now);
  const [days, journal, migraineRows, meds, doses] = await Promise.all([
    loadDayLogs(db, { userId: user.id, since: addDays(today, -(STREAK_LOOKBACK_DAYS - 1)), until: today }),
    entriesSince(db, { userId: user.id, since: addDays(today, -(INSIGHT_DAYS - 1)) }),
    listMigrainesSince(db, { userId: user.id, since: addDays(today, -(TRACKING_DAYS + WINDOW_DAYS)) }),
    listMedications(db, { userId: user.id }),
    listDoses(db, { userId: user.id, start: addDays(today, -(2 * WINDOW_DAYS)), end: today }),
  ]);
  const thisWeek = weeklyTotals(
    [...days.values()].map((d) => ({ date: d.date, workouts: d.workouts, minutes: d.minutes, calories: 0 })),
    today,
    1,
  )[0]!;
  return {
    today,
    nowTime: localTimeIn(user.time_zone, now),
    timeZone: user.time_zone,
    since: localDateIn(user.time_zone, user.created_at),
    dailyCaloriesGoal: user.daily_calories_goal,
    weeklyWorkoutGoal: user.weekly_workout_goal,
    waterTargetMl: user.water_target_ml,
    useImperial: user.use_imperial,
    days,
    journal: journal.map((e) => ({ date: e.date, mood: e.mood, energy: e.energy, stress: e.stress, sleep: e.sleep })),
    migraines: migraineRows.map((m) => ({ date: m.date, severity: m.severity, triggers: m.triggers })),
    medications: meds.filter((m) => m.status === "active" && m.frequency !== "as_needed"),
    doses: doses.map((d) => ({
      medication_id: d.medication_id,
      date: d.date,
      time: d.time,
      status: d.status,
      taken_at: d.taken_at,
    })),
    workoutsThisWeek: thisWeek.workouts,
  };
}

/** Every insight figure of the user now: what the page, the API's state and the AI summary show. */
export async function getInsights(db: Db, user: InsightUser, now: Date = new Date()): Promise<Insights> {
  return computeAllInsights(await loadInsightData(db, user, now));
}
