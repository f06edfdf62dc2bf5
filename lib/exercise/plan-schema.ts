/** Workout preferences and plan payloads (spec sections 3, 5 and 7). */
import { z } from "zod";
import {
  FITNESS_LEVELS,
  WEEK_DAYS,
  WORKOUT_DURATIONS,
  PREFERRED_TYPES,
  EQUIPMENT,
  FITNESS_GOALS_REQUIRED,
  AVAILABLE_DAY_REQUIRED,
} from "./plan-fields";

export * from "./plan-fields";

export const workoutPreferencesSchema = z.object({
  fitnessGoals: z
    .string({ error: FITNESS_GOALS_REQUIRED })
    .trim()
    .min(1, FITNESS_GOALS_REQUIRED)
    .max(500, "Fitness goals must be at most 500 characters"),
  currentFitnessLevel: z
    .enum(FITNESS_LEVELS, { error: "Fitness level must be beginner, intermediate or advanced" })
    .default("beginner"),
  workoutFrequency: z
    .number({ error: "Workout frequency must be a number" })
    .int("Workout frequency must be a whole number")
    .min(1, "Workout frequency must be between 1 and 7 per week")
    .max(7, "Workout frequency must be between 1 and 7 per week")
    .default(3),
  availableDays: z
    .array(z.enum(WEEK_DAYS, { error: "Available days must be days of the week (Monday to Sunday)" }), {
      error: AVAILABLE_DAY_REQUIRED,
    })
    .min(1, AVAILABLE_DAY_REQUIRED)
    .transform((days) => WEEK_DAYS.filter((d) => days.includes(d))),
  workoutDuration: z
    .number({ error: "Workout duration must be a number of minutes" })
    .refine(
      (n) => (WORKOUT_DURATIONS as readonly number[]).includes(n),
      `Workout duration must be one of ${WORKOUT_DURATIONS.join(", ")} minutes`,
    )
    .default(30),
  preferredTypes: z
    .array(z.enum(PREFERRED_TYPES, { error: `Preferred types must be among ${PREFERRED_TYPES.join(", ")}` }))
    .default([])
    .transform((types) => PREFERRED_TYPES.filter((t) => types.includes(t))),
  injuries: z
    .string({ error: "Injuries must be text" })
    .trim()
    .max(500, "Injuries must be at most 500 characters")
    .default(""),
  equipment: z.enum(EQUIPMENT, { error: `Equipment must be one of ${EQUIPMENT.join(", ")}` }).default("none"),
});
export type WorkoutPreferences = z.output<typeof workoutPreferencesSchema>;

export const PLAN_SOURCES = ["ai", "basic"] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

export const generatePlanSchema = z.object({
  /** Extra wishes in the user's words, added to the prompt built from the preferences. */
  prompt: z.string({ error: "Prompt must be text" }).max(2000, "Prompt must be at most 2000 characters").optional(),
  user_preferences: workoutPreferencesSchema,
  /** "ai" (default): the AI model, a premium feature. "basic": the built-in generator, free. */
  mode: z.enum(PLAN_SOURCES, { error: "Mode must be ai or basic" }).default("ai"),
});

export const workoutPlanCreateSchema = z.object({
  plan_name: z
    .string({ error: "Plan name is required" })
    .trim()
    .min(1, "Plan name is required")
    .max(120, "Plan name must be at most 120 characters"),
  plan_content: z
    .string({ error: "Plan content is required" })
    .trim()
    .min(1, "Plan content is required")
    .max(50_000, "Plan content is too long"),
  preferences: z.record(z.string(), z.unknown(), { error: "Preferences must be an object" }).default({}),
  source: z.enum(PLAN_SOURCES, { error: "Source must be ai or basic" }).default("basic"),
});
