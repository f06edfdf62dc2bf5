/**
 * The four standard workouts, each with its three named exercises, logged in one click. Their
 * calories are estimated from the user's weight by the MET method of any logged exercise
 * (./met.ts): the server estimates when the entry arrives without calories, and the card shows
 * the same estimate before logging.
 */
import { estimateCaloriesBurned } from "./met";
import type { ExerciseType, Intensity } from "./schema";

export type StandardWorkout = {
  name: string;
  duration_minutes: number;
  exercise_type: ExerciseType;
  /** With the name and type, picks the MET value: HIIT is done at high intensity. */
  intensity: Intensity;
  exercises: [string, string, string];
};

export const STANDARD_WORKOUTS: StandardWorkout[] = [
  {
    name: "Morning Cardio",
    duration_minutes: 30,
    exercise_type: "cardio",
    intensity: "moderate",
    exercises: ["Jumping Jacks", "High Knees", "Brisk Walk or Jog"],
  },
  {
    name: "Strength Training",
    duration_minutes: 45,
    exercise_type: "strength",
    intensity: "moderate",
    exercises: ["Push-ups", "Squats", "Lunges"],
  },
  {
    name: "Yoga Flow",
    duration_minutes: 60,
    exercise_type: "flexibility",
    intensity: "moderate",
    exercises: ["Sun Salutation", "Warrior Poses", "Child's Pose"],
  },
  {
    name: "HIIT Workout",
    duration_minutes: 20,
    exercise_type: "mixed",
    intensity: "high",
    exercises: ["Burpees", "Mountain Climbers", "Jump Squats"],
  },
];

/** Whole kilocalories the workout burns for a person of `weightKg`, as the server estimates them. */
export function standardWorkoutCalories(w: StandardWorkout, weightKg: number): number {
  return estimateCaloriesBurned({
    name: w.name,
    type: w.exercise_type,
    intensity: w.intensity,
    minutes: w.duration_minutes,
    weightKg,
  });
}

/**
 * The body that logs a standard workout as one exercise entry. It carries no calories: the
 * server estimates them from the user's weight and marks the entry as estimated.
 */
export function standardWorkoutEntry(w: StandardWorkout) {
  return {
    exercise_name: w.name,
    duration_minutes: w.duration_minutes,
    exercise_type: w.exercise_type,
    intensity: w.intensity,
    notes: `Standard workout: ${w.exercises.join(", ")}`,
  };
}
