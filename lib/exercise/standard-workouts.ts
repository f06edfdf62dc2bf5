/** The four standard workouts, each with its three named exercises, logged in one click. */
import type { ExerciseType } from "./schema";

export type StandardWorkout = {
  name: string;
  duration_minutes: number;
  calories_burned: number;
  exercise_type: ExerciseType;
  exercises: [string, string, string];
};

export const STANDARD_WORKOUTS: StandardWorkout[] = [
  {
    name: "Morning Cardio",
    duration_minutes: 30,
    calories_burned: 250,
    exercise_type: "cardio",
    exercises: ["Jumping Jacks", "High Knees", "Brisk Walk or Jog"],
  },
  {
    name: "Strength Training",
    duration_minutes: 45,
    calories_burned: 300,
    exercise_type: "strength",
    exercises: ["Push-ups", "Squats", "Lunges"],
  },
  {
    name: "Yoga Flow",
    duration_minutes: 60,
    calories_burned: 200,
    exercise_type: "flexibility",
    exercises: ["Sun Salutation", "Warrior Poses", "Child's Pose"],
  },
  {
    name: "HIIT Workout",
    duration_minutes: 20,
    calories_burned: 280,
    exercise_type: "mixed",
    exercises: ["Burpees", "Mountain Climbers", "Jump Squats"],
  },
];

/** The body that logs a standard workout as one exercise entry. */
export function standardWorkoutEntry(w: StandardWorkout) {
  return {
    exercise_name: w.name,
    duration_minutes: w.duration_minutes,
    calories_burned: w.calories_burned,
    exercise_type: w.exercise_type,
    notes: `Standard workout: ${w.exercises.join(", ")}`,
  };
}
