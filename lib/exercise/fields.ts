/**
 * The exercise choices and limits.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const EXERCISE_TYPES = ["cardio", "strength", "flexibility", "mixed"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const INTENSITIES = ["light", "moderate", "vigorous", "high"] as const;
export type Intensity = (typeof INTENSITIES)[number];

export const DURATION_MAX = 1440;
export const CALORIES_MAX = 20000;
export const RECENT_EXERCISES = 10;

/**
 * Spec section 5: "low gives flexibility, high gives strength, otherwise cardio". The form's
 * lowest choice is "light", so light is the spec's "low".
 */
export function exerciseTypeForIntensity(intensity: Intensity): ExerciseType {
  if (intensity === "light") return "flexibility";
  if (intensity === "high") return "strength";
  return "cardio";
}
