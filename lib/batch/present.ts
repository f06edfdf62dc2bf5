/**
 * "Is this record already stored?", asked of each item of an import batch (`dedupe: true`):
 * the same kind on the same date with the same time and value. An item without a time is
 * stored at the time it arrives, so its time is no part of its identity: a second import of
 * the same file then finds the first. A journal has one entry a day, so any entry of the date
 * is the record; a day's steps are present when the day already has that figure.
 */
import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import {
  dailyStats,
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  migraines,
  waterEntries,
} from "@/db/schema";
import type { BatchKind } from "./schema";

export const ALREADY_PRESENT = "Already present";

type Input = Record<string, unknown>;

/** `column = value`, or nothing when the item does not say (its default is "now"). */
function sameTime(column: PgColumn, time: unknown): SQL | undefined {
  return typeof time === "string" ? eq(column, time) : undefined;
}

/** `column = value` for an optional value: absent and null both match a null column. */
function same(column: PgColumn, value: unknown): SQL {
  return value === undefined || value === null ? sql`${column} is null` : eq(column, value);
}

/** A dated table of the user's records, by its user, date and time columns. */
type Dated = PgTable & { user_id: PgColumn; date: PgColumn; time?: PgColumn };

/**
 * Per kind: its table and what else makes an item the same record beyond the user and the
 * date (and the time, for the kinds that keep one).
 */
const IDENTITY: Record<BatchKind, { table: Dated; also: (i: Input) => (SQL | undefined)[] }> = {
  food_entry: {
    table: foodEntries,
    also: (i) => [
      eq(foodEntries.meal_type, String(i.meal_type)),
      eq(foodEntries.food_name, String(i.food_name)),
      eq(foodEntries.calories, Number(i.calories)),
    ],
  },
  exercise: {
    table: exercises,
    also: (i) => [
      eq(exercises.exercise_name, String(i.exercise_name)),
      eq(exercises.duration_minutes, Number(i.duration_minutes)),
    ],
  },
  health_metric: {
    table: healthMetrics,
    also: (i) => [
      eq(healthMetrics.metric_type, String(i.metric_type)),
      eq(healthMetrics.value, Number(i.value)),
      same(healthMetrics.unit, i.unit),
    ],
  },
  migraine: { table: migraines, also: (i) => [eq(migraines.severity, Number(i.severity))] },
  journal_entry: { table: journalEntries, also: () => [] },
  medication_dose: {
    table: medicationDoses,
    also: (i) => [eq(medicationDoses.medication_id, String(i.medication_id))],
  },
  water: { table: waterEntries, also: (i) => [eq(waterEntries.amount_ml, Number(i.amount_ml))] },
  daily_steps: { table: dailyStats, also: (i) => [eq(dailyStats.steps, Number(i.steps))] },
};

/** Whether the parsed item of `kind` (its date filled in) is already stored for the user. */
export async function isPresent(db: Db, userId: string, kind: BatchKind, input: Input): Promise<boolean> {
  const { table, also } = IDENTITY[kind];
  const where = and(
    eq(table.user_id, userId),
    eq(table.date, String(input.date)),
    table.time ? sameTime(table.time, input.time) : undefined,
    ...also(input),
  );
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}
