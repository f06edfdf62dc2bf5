/** Payloads of the exercise calls (spec sections 3, 5 and 7), shared by forms and handlers. */
import { z } from "zod";
import { isCalendarDate } from "@/lib/time/dates";
import { CALORIES_MAX, DURATION_MAX, EXERCISE_TYPES, INTENSITIES } from "./fields";

export * from "./fields";

const isoDate = z
  .string({ error: "Date must be YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
  .refine(isCalendarDate, "Date must be a real calendar date (YYYY-MM-DD)")
  // Postgres has no year 0
  .refine((s) => s >= "1900-01-01", "Date must be from 1900 on");

const exerciseName = z
  .string({ error: "Exercise name is required" })
  .trim()
  .min(1, "Exercise name is required")
  .max(100, "Exercise name must be at most 100 characters");

const duration = z
  .number({ error: "Duration must be a number of minutes" })
  .int("Duration must be a whole number of minutes")
  .min(1, "Duration must be at least 1 minute")
  .max(DURATION_MAX, `Duration must be at most ${DURATION_MAX} minutes`);

/** Blank (null or absent) means "estimate it for me". */
const calories = z
  .number({ error: "Calories burned must be a number" })
  .min(0, "Calories burned cannot be negative")
  .max(CALORIES_MAX, `Calories burned must be at most ${CALORIES_MAX}`)
  .nullable()
  .optional();

const exerciseType = z.enum(EXERCISE_TYPES, { error: `Exercise type must be one of ${EXERCISE_TYPES.join(", ")}` });
const intensity = z.enum(INTENSITIES, { error: `Intensity must be one of ${INTENSITIES.join(", ")}` });
const notes = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(1000, "Notes must be at most 1000 characters")
  .nullable()
  .optional();

export const exerciseCreateSchema = z.object({
  exercise_name: exerciseName,
  duration_minutes: duration,
  calories_burned: calories,
  /** Absent: derived from the intensity (or cardio). */
  exercise_type: exerciseType.optional(),
  intensity: intensity.nullable().optional(),
  /** Absent: today in the user's time zone. */
  date: isoDate.optional(),
  notes,
});
export type ExerciseCreateInput = z.infer<typeof exerciseCreateSchema>;

export const exerciseUpdateSchema = z.object({
  exercise_name: exerciseName,
  duration_minutes: duration,
  calories_burned: calories,
  exercise_type: exerciseType,
  intensity: intensity.nullable().optional(),
  date: isoDate.optional(),
  notes,
});
export type ExerciseUpdateInput = z.infer<typeof exerciseUpdateSchema>;

export const exerciseListQuerySchema = z.object({ date_param: isoDate.optional() });

export const uuidParam = z.uuid({ error: "Not found." });
