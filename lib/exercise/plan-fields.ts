/**
 * The workout-preference choices, defaults and messages.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./plan-schema` re-exports everything here.
 */
export const FITNESS_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type FitnessLevel = (typeof FITNESS_LEVELS)[number];
export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
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

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  none: "No equipment",
  basic: "Basic (dumbbells, bands, mat)",
  "home-gym": "Home gym",
  "full-gym": "Full gym",
};

export const FITNESS_GOALS_REQUIRED = "Please enter your fitness goals before generating a workout plan.";
export const AVAILABLE_DAY_REQUIRED = "Please select at least one available day";

/** The generator form's defaults (spec section 5). */
export const DEFAULT_PREFERENCES = {
  fitnessGoals: "",
  currentFitnessLevel: "beginner" as FitnessLevel,
  workoutFrequency: 3,
  availableDays: [] as WeekDay[],
  workoutDuration: 30,
  preferredTypes: [] as PreferredType[],
  injuries: "",
  equipment: "none" as Equipment,
};
