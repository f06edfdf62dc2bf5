/**
 * The kinds of record in an export, each with its CSV columns (the API's field names).
 * Every query is scoped by the user's id; user ids are never exported.
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { dailyStats, exercises, foodEntries, healthMetrics, journalEntries, medicationDoses, medications, migraines, workoutPlans } from "@/db/schema";

export const EXPORT_KINDS = {
  food_entries: ["entry_id", "date", "time", "food_name", "meal_type", "calories", "protein", "carbs", "fat", "serving_size", "quantity", "unit", "created_at"],
  exercises: ["entry_id", "date", "time", "exercise_name", "exercise_type", "duration_minutes", "calories_burned", "calories_estimated", "intensity", "notes", "created_at"],
  health_metrics: ["metric_id", "date", "time", "metric_type", "value", "unit", "notes", "created_at"],
  migraines: ["trigger_id", "date", "time", "severity", "duration_hours", "triggers", "symptoms", "location", "treatment", "notes", "created_at"],
  journal_entries: ["entry_id", "date", "title", "content", "mood", "energy", "stress", "sleep", "gratitude", "goals", "tags", "created_at"],
  medications: ["medication_id", "name", "dosage", "frequency", "time", "notes", "prescribed_by", "status", "created_at"],
  medication_doses: ["dose_id", "medication_id", "date", "time", "status", "taken_at"],
  daily_stats: ["date", "steps"],
  workout_plans: ["plan_id", "plan_name", "plan_content", "preferences", "source", "created_at"],
} as const;
export type ExportKind = keyof typeof EXPORT_KINDS;
export const KIND_NAMES = Object.keys(EXPORT_KINDS) as ExportKind[];

type Row = Record<string, unknown>;

/** All rows of one kind for one user, oldest first. */
export function loadKind(db: Db, userId: string, kind: ExportKind): Promise<Row[]> {
  switch (kind) {
    case "food_entries":
      return db.select().from(foodEntries).where(eq(foodEntries.user_id, userId)).orderBy(asc(foodEntries.date), asc(foodEntries.time), asc(foodEntries.created_at));
    case "exercises":
      return db.select().from(exercises).where(eq(exercises.user_id, userId)).orderBy(asc(exercises.date), asc(exercises.time), asc(exercises.created_at));
    case "health_metrics":
      return db.select().from(healthMetrics).where(eq(healthMetrics.user_id, userId)).orderBy(asc(healthMetrics.date), asc(healthMetrics.time), asc(healthMetrics.created_at));
    case "migraines":
      return db.select().from(migraines).where(eq(migraines.user_id, userId)).orderBy(asc(migraines.date), asc(migraines.time), asc(migraines.created_at));
    case "journal_entries":
      return db.select().from(journalEntries).where(eq(journalEntries.user_id, userId)).orderBy(asc(journalEntries.date));
    case "medications":
      return db.select().from(medications).where(eq(medications.user_id, userId)).orderBy(asc(medications.created_at));
    case "medication_doses":
      return db.select().from(medicationDoses).where(eq(medicationDoses.user_id, userId)).orderBy(asc(medicationDoses.date), asc(medicationDoses.time));
    case "daily_stats":
      return db.select().from(dailyStats).where(eq(dailyStats.user_id, userId)).orderBy(asc(dailyStats.date));
    case "workout_plans":
      return db.select().from(workoutPlans).where(eq(workoutPlans.user_id, userId)).orderBy(asc(workoutPlans.created_at));
  }
}
