/** How the exercise log and the workout plans read on screen. */
import type { FailureText } from "@/lib/api-client/client";
import type { Equipment, FitnessLevel } from "./plan-schema";
import type { ExerciseType, Intensity } from "./schema";

export const TYPE_LABELS: Record<ExerciseType, string> = {
  cardio: "Cardio",
  strength: "Strength",
  flexibility: "Flexibility",
  mixed: "Mixed",
};

export const INTENSITY_LABELS: Record<Intensity, string> = {
  light: "Light",
  moderate: "Moderate",
  vigorous: "Vigorous",
  high: "High",
};

export const LEVEL_LABELS: Record<FitnessLevel, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  none: "No equipment",
  basic: "Basic (dumbbells, bands, mat)",
  "home-gym": "Home gym",
  "full-gym": "Full gym",
};

/** An edit or delete of an entry that is gone (deleted elsewhere, or not the user's). */
export const EXERCISE_GONE = "Could not find the exercise to edit/delete. Please refresh and try again.";

const PLAN_FAILED = "Failed to generate workout plan. Please try again later.";

/**
 * What the generator says when a generation fails. Bad preferences (400) and the plan limit
 * (402) carry the server's own words; every other failure reads as one of these fixed messages.
 */
export const PLAN_FAILURE: FailureText = {
  fallback: PLAN_FAILED,
  detailFor: [400, 402],
  byStatus: {
    0: "Could not connect to the server. Please check your internet connection and try again.",
    401: "Session expired. Please log in again.",
    429: "Too many requests. Please wait a moment and try again.",
    503: "Could not connect to the AI service. Please try again later or use the basic plan.",
    504: "The request was cancelled because it took longer than 60 seconds. Please try again or use the basic plan.",
  },
};
