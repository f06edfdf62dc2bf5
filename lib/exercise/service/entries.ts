/** The exercise log: one user's entries, created, read, edited and deleted by id. */
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { exercises } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { futureDateIssue, futureDateMessage } from "@/lib/validation/future-date";
import { estimateCaloriesBurned } from "../met";
import {
  exerciseTypeForIntensity,
  RECENT_EXERCISES,
  type ExerciseCreateInput,
  type ExerciseType,
  type ExerciseUpdateInput,
  type Intensity,
} from "../schema";

/** The 404 detail of an entry id that names none of the caller's entries. */
export const EXERCISE_NOT_FOUND = "Exercise not found.";

/** The JSON shape of a row in the API, shared with the calendar. */
export const exerciseColumns = {
  entry_id: exercises.entry_id,
  exercise_name: exercises.exercise_name,
  duration_minutes: exercises.duration_minutes,
  calories_burned: exercises.calories_burned,
  calories_estimated: exercises.calories_estimated,
  exercise_type: exercises.exercise_type,
  intensity: exercises.intensity,
  date: exercises.date,
  time: exercises.time,
  notes: exercises.notes,
  created_at: exercises.created_at,
};

/** An entry as its calls answer it: the columns above, as the table stores them. */
export type Exercise = Pick<typeof exercises.$inferSelect, keyof typeof exerciseColumns>;

/** Who is exercising: the weight for the calorie estimate, and "now" in their time zone. */
export type Athlete = { userId: string; weightKg: number; today: string; now: string };

export function athleteOf(user: SignedInUser, at: Date = new Date()): Athlete {
  return {
    userId: user.id,
    weightKg: user.current_weight_kg,
    today: localDateIn(user.time_zone, at),
    now: localTimeIn(user.time_zone, at),
  };
}

/** The calories to store: the user's number, or an estimate when left blank. */
function caloriesFor(
  input: { exercise_name: string; duration_minutes: number; calories_burned?: number | null },
  type: ExerciseType,
  intensity: Intensity | null,
  weightKg: number,
) {
  if (input.calories_burned !== null && input.calories_burned !== undefined) {
    return { calories_burned: input.calories_burned, calories_estimated: false };
  }
  const estimate = estimateCaloriesBurned({
    name: input.exercise_name,
    type,
    intensity,
    minutes: input.duration_minutes,
    weightKg,
  });
  return { calories_burned: estimate, calories_estimated: true };
}

const mine = (userId: string, entryId: string) => and(eq(exercises.user_id, userId), eq(exercises.entry_id, entryId));

export async function listExercises(db: Db, { userId, date }: { userId: string; date?: string }): Promise<Exercise[]> {
  const where = date ? and(eq(exercises.user_id, userId), eq(exercises.date, date)) : eq(exercises.user_id, userId);
  return db
    .select(exerciseColumns)
    .from(exercises)
    .where(where)
    .orderBy(desc(exercises.date), desc(exercises.created_at));
}

export async function listRecentExercises(
  db: Db,
  { userId, limit = RECENT_EXERCISES }: { userId: string; limit?: number },
): Promise<Exercise[]> {
  return db
    .select(exerciseColumns)
    .from(exercises)
    .where(eq(exercises.user_id, userId))
    .orderBy(desc(exercises.date), desc(exercises.created_at))
    .limit(limit);
}

export async function getExercise(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<Exercise | null> {
  const [row] = await db.select(exerciseColumns).from(exercises).where(mine(userId, entryId)).limit(1);
  return row ?? null;
}

export async function createExercise(db: Db, who: Athlete, input: ExerciseCreateInput): Promise<Exercise> {
  if (futureDateIssue(input.date, who.today)) throw ApiError.badRequest(futureDateMessage());
  const intensity = input.intensity ?? null;
  const type = input.exercise_type ?? (intensity ? exerciseTypeForIntensity(intensity) : "cardio");
  const [row] = await db
    .insert(exercises)
    .values({
      user_id: who.userId,
      exercise_name: input.exercise_name,
      duration_minutes: input.duration_minutes,
      ...caloriesFor(input, type, intensity, who.weightKg),
      exercise_type: type,
      intensity,
      date: input.date ?? who.today,
      time: input.date && input.date !== who.today ? null : who.now,
      notes: input.notes || null,
    })
    .returning(exerciseColumns);
  return row!;
}

/** Updates one of the user's entries; null when the id names none of theirs. */
export async function updateExercise(
  db: Db,
  who: Athlete,
  entryId: string,
  input: ExerciseUpdateInput,
): Promise<Exercise | null> {
  const existing = await getExercise(db, { userId: who.userId, entryId });
  if (!existing) return null;
  if (futureDateIssue(input.date, who.today)) throw ApiError.badRequest(futureDateMessage());
  const intensity = input.intensity === undefined ? (existing.intensity as Intensity | null) : input.intensity;
  const [row] = await db
    .update(exercises)
    .set({
      exercise_name: input.exercise_name,
      duration_minutes: input.duration_minutes,
      ...caloriesFor(input, input.exercise_type, intensity, who.weightKg),
      exercise_type: input.exercise_type,
      intensity,
      date: input.date ?? existing.date,
      notes: input.notes === undefined ? existing.notes : input.notes || null,
      updated_at: new Date(),
    })
    .where(mine(who.userId, entryId))
    .returning(exerciseColumns);
  return row ?? null;
}

/** Deletes one of the user's entries; false when the id names none of theirs. */
export async function deleteExercise(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<boolean> {
  const deleted = await db.delete(exercises).where(mine(userId, entryId)).returning({ entry_id: exercises.entry_id });
  return deleted.length > 0;
}
