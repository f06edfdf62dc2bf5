/**
 * Reads what the insights and the dashboard charts need in a handful of queries, never one
 * per day: the per-day logging of every dated table in ONE grouped union query read as json, plus the
 * journal ratings, migraines, scheduled medications and doses, each only the columns the
 * figures read: 5 statements for the insights, run in parallel, each prepared once.
 */
import "server-only";
import { and, asc, desc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { rawStatement, sqlStatement } from "@/db/raw";
import { journalEntries, medicationDoses, medications, migraines } from "@/db/schema";
import { weeklyTotals } from "@/lib/exercise/progress-math";
import { INSIGHT_DAYS } from "@/lib/journal/insights";
import { addDays } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { TRACKING_DAYS, WINDOW_DAYS, type DayLog, type InsightData } from "./days";
import { computeAllInsights, type Insights } from "./state";

/** A streak longer than a year reads as the year. */
export const STREAK_LOOKBACK_DAYS = 366;

/** The rows of `table` that are the user's, dated `since` to `until` (placeholders). */
const mine = (table: SQL) =>
  sql`from ${table} where user_id = ${sql.placeholder("userId")} and date >= ${sql.placeholder("since")} and date <= ${sql.placeholder("until")}`;

const DAY_LOGS = sql`
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
    ) d`;

const dayLogs = rawStatement<{ userId: string; since: string; until: string }>("vitalog_day_logs", (db) =>
  sqlStatement(db, DAY_LOGS),
);

/**
 * Per local day from `since` to `until`, what the user logged: one grouped range query per dated
 * table on its (user_id, date) index, summed per day in SQL and read as ONE json value (a year
 * of days is a single row to parse, not thousands of rows to map).
 */
export async function loadDayLogs(
  db: Db,
  { userId, since, until }: { userId: string; since: string; until: string },
): Promise<Map<string, DayLog>> {
  const { rows } = await dayLogs(db, { userId, since, until });
  return new Map(((rows[0]?.[0] as DayLog[] | undefined) ?? []).map((day) => [day.date, day]));
}

/** The reads of the insights besides the day logs, each only the columns the figures read. */
const insightReads = preparedFor((db) => {
  const userId = sql.placeholder("userId");
  return {
    journal: db
      .select({
        date: journalEntries.date,
        mood: journalEntries.mood,
        energy: journalEntries.energy,
        stress: journalEntries.stress,
        sleep: journalEntries.sleep,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.user_id, userId), gte(journalEntries.date, sql.placeholder("journalSince"))))
      .orderBy(desc(journalEntries.date))
      .prepare("vitalog_insights_journal"),
    migraines: db
      .select({ date: migraines.date, severity: migraines.severity, triggers: migraines.triggers })
      .from(migraines)
      .where(and(eq(migraines.user_id, userId), gte(migraines.date, sql.placeholder("migraineSince"))))
      .orderBy(desc(migraines.date), sql`${migraines.time} desc nulls last`, desc(migraines.created_at))
      .prepare("vitalog_insights_migraines"),
    // the medications taken on a schedule, in the medications list's order
    medications: db
      .select({
        medication_id: medications.medication_id,
        name: medications.name,
        dosage: medications.dosage,
        frequency: medications.frequency,
        time: medications.time,
        status: medications.status,
        created_at: medications.created_at,
      })
      .from(medications)
      .where(
        and(eq(medications.user_id, userId), eq(medications.status, "active"), ne(medications.frequency, "as_needed")),
      )
      .orderBy(asc(sql`lower(${medications.name})`), asc(medications.created_at))
      .prepare("vitalog_insights_medications"),
    doses: db
      .select({
        medication_id: medicationDoses.medication_id,
        date: medicationDoses.date,
        time: medicationDoses.time,
        status: medicationDoses.status,
        taken_at: medicationDoses.taken_at,
      })
      .from(medicationDoses)
      .where(
        and(
          eq(medicationDoses.user_id, userId),
          gte(medicationDoses.date, sql.placeholder("doseSince")),
          lte(medicationDoses.date, sql.placeholder("today")),
        ),
      )
      .orderBy(desc(medicationDoses.date), desc(medicationDoses.time))
      .prepare("vitalog_insights_doses"),
  };
});

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
  const reads = insightReads(db);
  const values = {
    userId: user.id,
    today,
    journalSince: addDays(today, -(INSIGHT_DAYS - 1)),
    migraineSince: addDays(today, -(TRACKING_DAYS + WINDOW_DAYS)),
    doseSince: addDays(today, -(2 * WINDOW_DAYS)),
  };
  const [days, journal, migraineRows, meds, doses] = await Promise.all([
    loadDayLogs(db, { userId: user.id, since: addDays(today, -(STREAK_LOOKBACK_DAYS - 1)), until: today }),
    reads.journal.execute(values),
    reads.migraines.execute(values),
    reads.medications.execute(values),
    reads.doses.execute(values),
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
    journal,
    migraines: migraineRows,
    medications: meds,
    doses,
    workoutsThisWeek: thisWeek.workouts,
  };
}

/** Every insight figure of the user now: what the page, the API's state and the AI summary show. */
export async function getInsights(db: Db, user: InsightUser, now: Date = new Date()): Promise<Insights> {
  return computeAllInsights(await loadInsightData(db, user, now));
}
