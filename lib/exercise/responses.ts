/**
 * What the exercise log and the workout plan calls answer, as schemas: the OpenAPI document
 * is generated from them and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/answers/fields";
import { answers } from "@/lib/answers/service-type";
import { PLAN_SOURCES } from "./plan-schema";
import { EXERCISE_TYPES, INTENSITIES } from "./schema";
import type { Exercise } from "./service/entries";

/** An entry of the log (`Exercise`). */
export const exerciseSchema = answers<Exercise>()(
  z.object({
    entry_id: rowId,
    exercise_name: z.string(),
    duration_minutes: z.int(),
    calories_burned: z.nullable(z.number()),
    /** True when the calories were estimated from the activity, its intensity and the user's weight. */
    calories_estimated: z.boolean(),
    exercise_type: z.enum(EXERCISE_TYPES),
    intensity: z.nullable(z.enum(INTENSITIES)),
    date: localDate,
    /** Null for an entry logged on another day than its own. */
    time: z.nullable(timeOfDay),
    notes: z.nullable(z.string()),
    created_at: timestamp,
  }),
);

export const exerciseListSchema = z.array(exerciseSchema);

const planSource = z.enum(PLAN_SOURCES);

/** A plan the generator wrote, not yet saved (`GeneratedPlan`). */
export const generatedPlanSchema = z.object({
  status: z.literal("success"),
  workout_plan: z.string(),
  /** "ai" from the AI model, "basic" from the built-in generator. */
  source: planSource,
  plan_name: z.string(),
});

/** A saved plan (`WorkoutPlan`); `preferences` are the generator's choices it was made from. */
export const workoutPlanSchema = z.object({
  plan_id: rowId,
  plan_name: z.string(),
  plan_content: z.string(),
  preferences: z.record(z.string(), z.unknown()),
  source: planSource,
  created_at: timestamp,
});

export const workoutPlanListSchema = z.array(workoutPlanSchema);
