/**
 * Workout plans: the generator's preference choices, defaults and messages, and the payloads of
 * plan generation and of a saved plan. The generator form validates with these schemas, and the
 * route handlers parse with them.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { numberSchema, requiredText } from "@/lib/validation/common";

export const FITNESS_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WORKOUT_FREQUENCIES = [1, 2, 3, 4, 5, 6, 7] as const;
export const WORKOUT_DURATIONS = [15, 30, 45, 60, 90] as const;
export const PREFERRED_TYPES = [
  "Cardio",
  "Strength Training",
  "Yoga",
  "HIIT",
  "Pilates",
  "Dancing",
  "Sports",
  "Swimming",
] as const;
export type PreferredType = (typeof PREFERRED_TYPES)[number];
export const EQUIPMENT = ["none", "basic", "home-gym", "full-gym"] as const;
export type Equipment = (typeof EQUIPMENT)[number];
export const PLAN_SOURCES = ["ai", "basic"] as const;
export type PlanSource = (typeof PLAN_SOURCES)[number];

export const GOALS_MAX = 500;
export const INJURIES_MAX = 500;
export const PLAN_NAME_MAX = 120;

export const FITNESS_GOALS_REQUIRED = "Please enter your fitness goals before generating a workout plan.";
export const AVAILABLE_DAY_REQUIRED = "Please select at least one available day";

const FREQUENCY_RANGE = "Workout frequency must be between 1 and 7 per week";

export const workoutPreferencesSchema = z.object({
  fitnessGoals: requiredText("Fitness goals", GOALS_MAX, { required: FITNESS_GOALS_REQUIRED }),
  currentFitnessLevel: z._default(
    z.enum(FITNESS_LEVELS, { error: "Fitness level must be beginner, intermediate or advanced" }),
    "beginner",
  ),
  workoutFrequency: z._default(
    numberSchema("Workout frequency").check(
      z.int({ error: "Workout frequency must be a whole number" }),
      z.minimum(1, FREQUENCY_RANGE),
      z.maximum(7, FREQUENCY_RANGE),
    ),
    3,
  ),
  /** In week order, whatever order they were chosen in. */
  availableDays: z.pipe(
    z
      .array(z.enum(WEEK_DAYS, { error: "Available days must be days of the week (Monday to Sunday)" }), {
        error: AVAILABLE_DAY_REQUIRED,
      })
      .check(z.minLength(1, AVAILABLE_DAY_REQUIRED)),
    z.transform((days) => WEEK_DAYS.filter((d) => days.includes(d))),
  ),
  workoutDuration: z._default(
    numberSchema("Workout duration").check(
      z.refine(
        (n) => (WORKOUT_DURATIONS as readonly number[]).includes(n),
        `Workout duration must be one of ${WORKOUT_DURATIONS.join(", ")} minutes`,
      ),
    ),
    30,
  ),
  preferredTypes: z.pipe(
    z._default(
      z.array(z.enum(PREFERRED_TYPES, { error: `Preferred types must be among ${PREFERRED_TYPES.join(", ")}` })),
      [],
    ),
    z.transform((types) => PREFERRED_TYPES.filter((t) => types.includes(t))),
  ),
  injuries: z._default(
    z
      .string({ error: "Injuries must be text" })
      .check(z.trim(), z.maxLength(INJURIES_MAX, `Injuries must be at most ${INJURIES_MAX} characters`)),
    "",
  ),
  equipment: z._default(z.enum(EQUIPMENT, { error: `Equipment must be one of ${EQUIPMENT.join(", ")}` }), "none"),
});
export type WorkoutPreferences = output<typeof workoutPreferencesSchema>;

/** The generator form's starting values: level beginner, 3 workouts of 30 minutes a week, no equipment. */
export const DEFAULT_PREFERENCES: WorkoutPreferences = {
  fitnessGoals: "",
  currentFitnessLevel: "beginner",
  workoutFrequency: 3,
  availableDays: [],
  workoutDuration: 30,
  preferredTypes: [],
  injuries: "",
  equipment: "none",
};

export const generatePlanSchema = z.object({
  /** Extra wishes in the user's words, added to the prompt built from the preferences. */
  prompt: z.optional(
    z.string({ error: "Prompt must be text" }).check(z.maxLength(2000, "Prompt must be at most 2000 characters")),
  ),
  user_preferences: workoutPreferencesSchema,
  /** "ai" (default): the AI model, a premium feature. "basic": the built-in generator, free. */
  mode: z._default(z.enum(PLAN_SOURCES, { error: "Mode must be ai or basic" }), "ai"),
});
export type GeneratePlanInput = output<typeof generatePlanSchema>;

export const workoutPlanCreateSchema = z.object({
  plan_name: requiredText("Plan name", PLAN_NAME_MAX),
  plan_content: requiredText("Plan content", 50_000),
  preferences: z._default(z.record(z.string(), z.unknown(), { error: "Preferences must be an object" }), {}),
  source: z._default(z.enum(PLAN_SOURCES, { error: "Source must be ai or basic" }), "basic"),
});
export type WorkoutPlanInput = output<typeof workoutPlanCreateSchema>;
