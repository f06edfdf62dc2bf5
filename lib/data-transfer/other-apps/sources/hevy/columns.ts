/**
 * Hevy's workouts.csv, one row per set, in its two known layouts: the app's export
 * ("title", "start_time" as "26 Jul 2025, 07:06", "weight_kg" or "weight_lbs", …) and the
 * one with a workout id and times with an offset ("Workout ID", "Start Time" as
 * "2024-10-10T06:56:10+00:00", "Weight (kg)", …). Each field is found by any of its names.
 */
export const FIELDS = {
  id: ["Workout ID", "workout_id"],
  title: ["Title", "title"],
  start: ["Start Time", "start_time"],
  end: ["End Time", "end_time"],
  exercise: ["Exercise Title", "exercise_title"],
  setType: ["Set Type", "set_type"],
  reps: ["Reps", "reps"],
  kg: ["Weight (kg)", "weight_kg"],
  lbs: ["Weight (lbs)", "weight_lbs"],
  meters: ["Distance (meters)", "distance_meters"],
  km: ["Distance (km)", "distance_km"],
  miles: ["Distance (miles)", "distance_miles"],
  seconds: ["Duration (seconds)", "duration_seconds"],
  rpe: ["RPE", "rpe"],
} as const;
