/** How the profile's choices read on screen (registration and Settings share them). */
import type { ActivityLevel, Gender } from "../schema";

export const GENDER_LABELS: Record<Gender, string> = { female: "Female", male: "Male", other: "Other" };

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: "Sedentary",
  lightly_active: "Lightly active",
  moderately_active: "Moderately active",
  very_active: "Very active",
  extra_active: "Extra active",
};

export const ACTIVITY_HINTS: Record<ActivityLevel, string> = {
  sedentary: "Little or no exercise.",
  lightly_active: "Light exercise 1–3 days a week.",
  moderately_active: "Moderate exercise 3–5 days a week.",
  very_active: "Hard exercise 6–7 days a week.",
  extra_active: "Hard daily exercise or a physical job.",
};
