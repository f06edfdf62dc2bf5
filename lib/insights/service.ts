/**
 * Reads what the insights and the dashboard charts need in a handful of queries, never one
 * per day: the per-day logging of every dated table in ONE grouped union query, plus the
 * journal ratings, migraines, medications and doses (lib/journal, lib/health,
 * lib/medications services): 5 queries for the insights, run in parallel.
 */
import "server-only";
import { and, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { exercises, foodEntries, healthMetrics, journalEntries, medicationDoses, migraines } from "@/db/schema";
import { weeklyTotals } from "@/lib/exercise/progress-math";
import { listMigrainesSince } from "@/lib/health/service";
import { INSIGHT_DAYS } from "@/lib/journal/insights";
import { entriesSince } from "@/lib/journal/service";
import { listDoses, listMedications } from "@/lib/medications/service";
import { addDays } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { foldDays, TRACKING_DAYS, WINDOW_DAYS, type DayLog, type DayRow, type InsightData } from "./days";
import { computeAllInsights, type Insights } from "./state";

/** A streak longer than a year reads as the year. */
export const STREAK_LOOKBACK_DAYS = 366;

type Dated =
  | typeof foodEntries
  | typeof exercises
  | typeof healthMetrics
  | typeof migraines
  | typeof journalEntries
  | typeof medicationDoses;

/** One row per (date, kind) from `since` to `until` for the user: count and amount. */
export async function loadDayLogs(
  db: Db,
  { userId, since, until }: { userId: string; since: string; until: string },
): Promise<Map<string, DayLog>> {
  const part = (table: Dated, kind: DayRow["kind"], amount: SQL, extra?: SQL) =>
    db
      .select({
        date: table.date,
        kind: sql<string>`${kind}`.as("kind"),
        n: sql<number>`${count()}::int`.as("n"),
        amount: sql<number>`(${amount})::float8`.as("amount"),
      })
      .from(table)
      .where(and(eq(table.user_id, userId), gte(table.date, since), lte(table.date, until), extra))
      .groupBy(table.date);
  const rows = await unionAll(
    part(foodEntries, "food_entries", sql`coalesce(sum(${foodEntries.calories}), 0)`),
    part(exercises, "workouts", sql`coalesce(sum(${exercises.duration_minutes}), 0)`),
    part(healthMetrics, "metrics", sql`0`),
    part(migraines, "migraines", sql`0`),
    part(journalEntries, "journal", sql`0`),
    part(medicationDoses, "doses_taken", sql`0`, eq(medicationDoses.status, "taken")),
  );
  return foldDays(
    rows.map((r) => ({ date: r.date, kind: r.kind as DayRow["kind"], n: Number(r.n), amount: Number(r.amount) })),
  );
}

export type InsightUser = {
  id: string;
  time_zone: string;
  daily_calories_goal: number;
  weekly_workout_goal: number;
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
