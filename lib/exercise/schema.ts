/**
 * The exercise log's payloads, choices and limits, shared by the forms (which validate with
 * them before sending) and the route handlers (which parse with them): one rule, one message.
 */
import * as z from "zod/mini";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { output } from "zod/v4/core";
import { dateSchema, numberSchema, requiredText, tooLong } from "@/lib/validation/common";

export const EXERCISE_TYPES = ["cardio", "strength", "flexibility", "mixed"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const INTENSITIES = ["light", "moderate", "vigorous", "high"] as const;
export type Intensity = (typeof INTENSITIES)[number];

export const NAME_MAX = 100;
export const NOTES_MAX = 1000;
export const DURATION_MAX = 1440;
export const CALORIES_MAX = 20000;
export const RECENT_EXERCISES = 10;

/**
 * The type an intensity implies when none is chosen: the lowest intensity (light) gives
 * flexibility, the highest gives strength, the others cardio.
 */
export function exerciseTypeForIntensity(intensity: Intensity): ExerciseType {
  if (intensity === "light") return "flexibility";
  if (intensity === "high") return "strength";
  return "cardio";
}

/** The entry's fields; only whether `exercise_type` may be left out differs between create and update. */
function exerciseEntry<T extends z.ZodMiniType>(exerciseType: T) {
  return z.object({
    exercise_name: requiredText("Exercise name", NAME_MAX),
    duration_minutes: numberSchema("Duration").check(
      z.int({ error: "Duration must be a whole number of minutes" }),
      z.minimum(1, "Duration must be at least 1 minute"),
      z.maximum(DURATION_MAX, `Duration must be at most ${DURATION_MAX} minutes`),
    ),
    /** Blank (null or absent) means "estimate it for me". */
    calories_burned: z.nullish(
      numberSchema("Calories burned").check(
        z.minimum(0, "Calories burned cannot be negative"),
        z.maximum(CALORIES_MAX, `Calories burned must be at most ${CALORIES_MAX}`),
      ),
    ),
    exercise_type: exerciseType,
    intensity: z.nullish(z.enum(INTENSITIES, { error: `Intensity must be one of ${INTENSITIES.join(", ")}` })),
    /** Absent: today in the user's time zone (create), the entry's own date (update). */
    date: z.optional(pastDateSchema()),
    notes: z.nullish(
      z.string({ error: "Notes must be text" }).check(z.trim(), z.maxLength(NOTES_MAX, tooLong("Notes", NOTES_MAX))),
    ),
  });
}

const exerciseType = z.enum(EXERCISE_TYPES, { error: `Exercise type must be one of ${EXERCISE_TYPES.join(", ")}` });

/** Without `exercise_type`, the type follows the intensity (or is cardio). */
export const exerciseCreateSchema = exerciseEntry(z.optional(exerciseType));
export type ExerciseCreateInput = output<typeof exerciseCreateSchema>;

export const exerciseUpdateSchema = exerciseEntry(exerciseType);
export type ExerciseUpdateInput = output<typeof exerciseUpdateSchema>;

export const exerciseListQuerySchema = z.object({ date_param: z.optional(dateSchema("Date")) });
