/**
 * The calendar's reads. A month is the seven lists of GET /api/calendar-data, each one range
 * query on its (user_id, date) index, so the cost follows the month's rows, never the user's
 * whole history. The Trends tab is four weeks of moods, workouts, meals and doses.
 */
import "server-only";
import { and, asc, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { rawStatement, sqlStatement } from "@/db/raw";
import {
  dailyStats,
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  migraines,
  waterEntries,
} from "@/db/schema";
import { exerciseColumns } from "@/lib/exercise/service";
import { entryColumns } from "@/lib/food/entries";
import { figuresBy, MACRO_KEYS } from "@/lib/food/figures";
import { metricColumns } from "@/lib/health/service";
import { withEpisodeMedications } from "@/lib/health/episode-medications";
import { migraineColumns } from "@/lib/health/service";
import { journalColumns } from "@/lib/journal/service";
import { scheduleFor } from "@/lib/medications/adherence";
import { listDoses, listMedications } from "@/lib/medications/service";
import { addDays, monthRange } from "@/lib/time/dates";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import type { dayStatsSchema } from "./responses";
import { trendMessages, TREND_DAYS, weekTrends, type WeekTrend } from "./trends";

/** A day of the month grid: its journal mood, counts of what was logged, calories in and out. */
export type DaySummary = {
  date: string;
  mood: number | null;
  workouts: number;
  migraines: number;
  vitals: number;
  meals: number;
  calories_consumed: number;
  calories_burned: number;
};

/** A day's sums of food and its steps, as the month answers them. */
export type DayStats = output<typeof dayStatsSchema>;

const tidy = (n: number) => Math.round(n * 10) / 10;

type Dated =
  | typeof foodEntries
  | typeof exercises
  | typeof healthMetrics
  | typeof journalEntries
  | typeof migraines
  | typeof dailyStats
  | typeof waterEntries;

/** The rows of `table` that are the user's and dated start..end (inclusive). */
const within = (table: Dated, userId: string, start: string, end: string) =>
  and(eq(table.user_id, userId), gte(table.date, start), lte(table.date, end));

/** Every list for the dates start..end (inclusive). */
export async function getCalendarRange(db: Db, { userId, start, end }: { userId: string; start: string; end: string }) {
  const mine = (table: Dated) => within(table, userId, start, end);
  const [food, exerciseRows, metrics, journal, migraineRows, sums, steps, water] = await Promise.all([
    db
      .select(entryColumns)
      .from(foodEntries)
      .where(mine(foodEntries))
      .orderBy(asc(foodEntries.date), asc(foodEntries.time), asc(foodEntries.created_at)),
    db
      .select(exerciseColumns)
      .from(exercises)
      .where(mine(exercises))
      .orderBy(asc(exercises.date), asc(exercises.time), asc(exercises.created_at)),
    db
      .select(metricColumns)
      .from(healthMetrics)
      .where(mine(healthMetrics))
      .orderBy(asc(healthMetrics.date), asc(healthMetrics.time), asc(healthMetrics.created_at)),
    db.select(journalColumns).from(journalEntries).where(mine(journalEntries)).orderBy(asc(journalEntries.date)),
    db
      .select(migraineColumns)
      .from(migraines)
      .where(mine(migraines))
      .orderBy(asc(migraines.date), asc(migraines.time), asc(migraines.created_at)),
    db
      .select({
        date: foodEntries.date,
        calories_consumed: sql<number>`sum(${foodEntries.calories})::float8`.mapWith(Number),
        ...figuresBy(MACRO_KEYS, (key) => sql<number>`sum(${foodEntries[key]})::float8`.mapWith(Number)),
      })
      .from(foodEntries)
      .where(mine(foodEntries))
      .groupBy(foodEntries.date),
    db.select({ date: dailyStats.date, steps: dailyStats.steps }).from(dailyStats).where(mine(dailyStats)),
    db
      .select({ date: waterEntries.date, total_ml: sql<number>`sum(${waterEntries.amount_ml})::int`.mapWith(Number) })
      .from(waterEntries)
      .where(mine(waterEntries))
      .groupBy(waterEntries.date)
      .orderBy(asc(waterEntries.date)),
  ]);

  const stats = new Map<string, DayStats>();
  for (const s of sums) {
    stats.set(s.date, {
      date: s.date,
      calories_consumed: tidy(s.calories_consumed),
      ...figuresBy(MACRO_KEYS, (key) => tidy(s[key])),
      steps: 0,
    });
  }
  for (const s of steps) {
    const day = stats.get(s.date) ?? {
      date: s.date,
      calories_consumed: 0,
      ...figuresBy(MACRO_KEYS, () => 0),
      steps: 0,
    };
    stats.set(s.date, { ...day, steps: s.steps });
  }
  const daily_stats = [...stats.values()].sort((a, b) => a.date.localeCompare(b.date));

  return {
    food_entries: food,
    exercises: exerciseRows,
    health_metrics: metrics,
    journal_entries: journal,
    // each episode as GET /api/migraines answers it, with the acute medications taken
    migraines: await withEpisodeMedications(db, { userId, episodes: migraineRows }),
    daily_stats,
    /** The water drunk on each day that has any. */
    water,
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

const MONTH_DAYS = (() => {
  const mine = (table: SQL) =>
    sql`from ${table} where user_id = ${sql.placeholder("userId")} and date >= ${sql.placeholder("start")} and date <= ${sql.placeholder("end")}`;
  return sql`
    select coalesce(json_agg(d order by d.date), '[]'::json) as days from (
      select date::text as date, max(mood) as mood, sum(workouts)::int as workouts, sum(migraines)::int as migraines,
             sum(vitals)::int as vitals, sum(meals)::int as meals, sum(consumed)::float8 as calories_consumed,
             sum(burned)::float8 as calories_burned
      from (
        select date, null::int as mood, 0 as workouts, 0 as migraines, 0 as vitals, count(*) as meals,
               coalesce(sum(calories), 0)::float8 as consumed, 0::float8 as burned
        ${mine(sql`food_entries`)} group by date
        union all
        select date, null, count(*), 0, 0, 0, 0, coalesce(sum(calories_burned), 0)::float8 ${mine(sql`exercises`)} group by date
        union all
        select date, null, 0, 0, count(*), 0, 0, 0 ${mine(sql`health_metrics`)} group by date
        union all
        select date, null, 0, count(*), 0, 0, 0, 0 ${mine(sql`migraines`)} group by date
        union all
        select date, mood, 0, 0, 0, 0, 0, 0 ${mine(sql`journal_entries`)}
      ) per_table
      group by date
    ) d`;
})();

const monthDays = rawStatement<{ userId: string; start: string; end: string }>("vitalog_month_days", (db) =>
  sqlStatement(db, MONTH_DAYS),
);

/**
 * The month grid's figures per day (what summariseDays makes of a month's lists), counted and
 * summed in SQL: one statement and one JSON row, where the lists are eight queries and every
 * row of the month mapped. The day detail still reads its day's lists.
 */
export async function getMonthDays(
  db: Db,
  { userId, month }: { userId: string; month: string },
): Promise<Map<string, DaySummary>> {
  const { start, end } = monthRange(month);
  const { rows } = await monthDays(db, { userId, start, end });
  const days = (rows[0]?.[0] as DaySummary[] | undefined) ?? [];
  return new Map(
    days.map((d) => [
      d.date,
      { ...d, calories_consumed: Math.round(d.calories_consumed), calories_burned: Math.round(d.calories_burned) },
    ]),
  );
}

export type Trends = { weeks: WeekTrend[]; messages: string[] };

/** The four weeks of the Trends tab, from five queries. */
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
  const start = addDays(today, -(TREND_DAYS - 1));
  const [moods, workouts, meals, meds, doses] = await Promise.all([
    db
      .select({ date: journalEntries.date, mood: journalEntries.mood })
      .from(journalEntries)
      .where(within(journalEntries, userId, start, today)),
    db
      .select({ date: exercises.date, n: count() })
      .from(exercises)
      .where(within(exercises, userId, start, today))
      .groupBy(exercises.date),
    db
      .selectDistinct({ date: foodEntries.date })
      .from(foodEntries)
      .where(within(foodEntries, userId, start, today)),
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
