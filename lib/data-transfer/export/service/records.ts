/**
 * The export's reads of each kind of record, and the table the import writes each kind into.
 * Every query is scoped by the user's id.
 */
import "server-only";
import { asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { rawStatement, type RawStatement } from "@/db/raw";
import {
  customFoods,
  dailyStats,
  exercises,
  foodEntries,
  healthMetrics,
  journalEntries,
  medicationDoses,
  medications,
  migraineMedications,
  migraines,
  questionnaireResponses,
  recipes,
  savedMeals,
  suspectedTriggers,
  waterEntries,
  weatherDays,
  weatherLocations,
  workoutPlans,
} from "@/db/schema";
import { EXPORT_KINDS, KIND_NAMES, type ExportKind } from "../format";

type Row = Record<string, unknown>;

/** Each kind's table and its order, oldest first. */
const SOURCES = {
  food_entries: {
    table: foodEntries,
    order: [asc(foodEntries.date), asc(foodEntries.time), asc(foodEntries.created_at)],
  },
  exercises: { table: exercises, order: [asc(exercises.date), asc(exercises.time), asc(exercises.created_at)] },
  health_metrics: {
    table: healthMetrics,
    order: [asc(healthMetrics.date), asc(healthMetrics.time), asc(healthMetrics.created_at)],
  },
  migraines: { table: migraines, order: [asc(migraines.date), asc(migraines.time), asc(migraines.created_at)] },
  journal_entries: { table: journalEntries, order: [asc(journalEntries.date)] },
  medications: { table: medications, order: [asc(medications.created_at)] },
  medication_doses: { table: medicationDoses, order: [asc(medicationDoses.date), asc(medicationDoses.time)] },
  migraine_medications: {
    table: migraineMedications,
    order: [asc(migraineMedications.trigger_id), asc(migraineMedications.medication_id)],
  },
  daily_stats: { table: dailyStats, order: [asc(dailyStats.date)] },
  water_entries: {
    table: waterEntries,
    order: [asc(waterEntries.date), asc(waterEntries.time), asc(waterEntries.created_at)],
  },
  custom_foods: { table: customFoods, order: [asc(customFoods.created_at)] },
  recipes: { table: recipes, order: [asc(recipes.created_at)] },
  saved_meals: { table: savedMeals, order: [asc(savedMeals.created_at)] },
  workout_plans: { table: workoutPlans, order: [asc(workoutPlans.created_at)] },
  questionnaire_responses: {
    table: questionnaireResponses,
    order: [asc(questionnaireResponses.date), asc(questionnaireResponses.created_at)],
  },
  weather_locations: { table: weatherLocations, order: [asc(weatherLocations.created_at)] },
  weather_days: { table: weatherDays, order: [asc(weatherDays.date)] },
  suspected_triggers: { table: suspectedTriggers, order: [asc(suspectedTriggers.created_at)] },
} satisfies Record<ExportKind, { table: PgTable & { user_id: AnyPgColumn }; order: SQL[] }>;

/** The table that holds one kind (the import writes into it). */
export function kindTable(kind: ExportKind) {
  return SOURCES[kind].table;
}

/** All rows of one kind for one user, oldest first. */
export function loadKind(db: Db, userId: string, kind: ExportKind): Promise<Row[]> {
  const { table, order } = SOURCES[kind];
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.user_id, userId))
    .orderBy(...order) as Promise<Row[]>;
}

/**
 * A column as its CSV cell reads it, made by Postgres: timestamps as `Date#toISOString`
 * writes them (UTC, milliseconds), dates as YYYY-MM-DD; other values as the driver gives them.
 */
function cellSql(column: AnyPgColumn): SQL | AnyPgColumn {
  if (column.columnType === "PgTimestamp")
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (column.columnType === "PgDateString") return sql`${column}::text`;
  return column;
}

const csvStatements = Object.fromEntries(
  KIND_NAMES.map((kind) => {
    const { table, order } = SOURCES[kind];
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const select = Object.fromEntries(EXPORT_KINDS[kind].map((name) => [name, cellSql(columns[name]!)]));
    return [
      kind,
      rawStatement<{ userId: string }>(`vitalog_export_${kind}`, (db) =>
        db
          .select(select)
          .from(table as PgTable)
          .where(eq(table.user_id, sql.placeholder("userId")))
          .orderBy(...order),
      ),
    ];
  }),
) as Record<ExportKind, RawStatement<{ userId: string }>>;

/**
 * The CSV export's rows of one kind: one array per record, its cells in the order of
 * `EXPORT_KINDS[kind]`, oldest first. Read by the driver with no ORM mapping: five years of
 * records are tens of thousands of rows, and mapping each cell (a `Date` per timestamp, turned
 * back into text for the file) costs as much CPU as the rest of the export.
 */
export async function loadKindCells(db: Db, userId: string, kind: ExportKind): Promise<unknown[][]> {
  return (await csvStatements[kind](db, { userId })).rows;
}
