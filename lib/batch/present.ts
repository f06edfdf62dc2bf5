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

async function exists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

const LOOKUPS: Record<BatchKind, (db: Db, userId: string, input: Input) => Promise<boolean>> = {
  food_entry: (db, userId, i) =>
    exists(
      db,
      foodEntries,
      and(
        eq(foodEntries.user_id, userId),
        eq(foodEntries.date, String(i.date)),
        eq(foodEntries.meal_type, String(i.meal_type)),
        eq(foodEntries.food_name, String(i.food_name)),
        eq(foodEntries.calories, Number(i.calories)),
        sameTime(foodEntries.time, i.time),
      ),
    ),
  exercise: (db, userId, i) =>
    exists(
      db,
      exercises,
      and(
        eq(exercises.user_id, userId),
        eq(exercises.date, String(i.date)),
        eq(exercises.exercise_name, String(i.exercise_name)),
        eq(exercises.duration_minutes, Number(i.duration_minutes)),
        sameTime(exercises.time, i.time),
      ),
    ),
  health_metric: (db, userId, i) =>
    exists(
      db,
      healthMetrics,
      and(
        eq(healthMetrics.user_id, userId),
        eq(healthMetrics.date, String(i.date)),
        eq(healthMetrics.metric_type, String(i.metric_type)),
        eq(healthMetrics.value, Number(i.value)),
        same(healthMetrics.unit, i.unit),
        sameTime(healthMetrics.time, i.time),
      ),
    ),
  migraine: (db, userId, i) =>
    exists(
      db,
      migraines,
      and(
        eq(migraines.user_id, userId),
        eq(migraines.date, String(i.date)),
        eq(migraines.severity, Number(i.severity)),
        sameTime(migraines.time, i.time),
      ),
    ),
  journal_entry: (db, userId, i) =>
    exists(db, journalEntries, and(eq(journalEntries.user_id, userId), eq(journalEntries.date, String(i.date)))),
  medication_dose: (db, userId, i) =>
    exists(
      db,
      medicationDoses,
      and(
        eq(medicationDoses.user_id, userId),
        eq(medicationDoses.medication_id, String(i.medication_id)),
        eq(medicationDoses.date, String(i.date)),
        eq(medicationDoses.time, String(i.time)),
      ),
    ),
  water: (db, userId, i) =>
    exists(
      db,
      waterEntries,
      and(
        eq(waterEntries.user_id, userId),
        eq(waterEntries.date, String(i.date)),
        eq(waterEntries.amount_ml, Number(i.amount_ml)),
        sameTime(waterEntries.time, i.time),
      ),
    ),
  daily_steps: (db, userId, i) =>
    exists(
      db,
      dailyStats,
      and(eq(dailyStats.user_id, userId), eq(dailyStats.date, String(i.date)), eq(dailyStats.steps, Number(i.steps))),
    ),
};

/** Whether the parsed item of `kind` (its date filled in) is already stored for the user. */
export function isPresent(db: Db, userId: string, kind: BatchKind, input: Input): Promise<boolean> {
  return LOOKUPS[kind](db, userId, input);
}
