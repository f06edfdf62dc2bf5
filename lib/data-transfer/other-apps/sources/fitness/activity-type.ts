/**
 * The exercise log's type of an activity the trackers name ("Walk", "Outdoor Bike",
 * "Calisthenics", "Weightlifting", "Yoga"): moving about is cardio, unless the name says
 * strength or flexibility; a name that says nothing ("Workout", "Activity", "Other") is mixed.
 */
import type { ExerciseType } from "@/lib/exercise/schema";

const STRENGTH = /weight|strength|lift|calisthenics|circuit|crossfit|bootcamp|functional fitness/i;
const FLEXIBILITY = /yoga|pilates|stretch|tai chi|barre|mobility/i;
const MIXED = /^(workout|sport|activity|other|other activity|interval workout|hiit)$/i;

export function activityType(name: string): ExerciseType {
  if (STRENGTH.test(name)) return "strength";
  if (FLEXIBILITY.test(name)) return "flexibility";
  if (MIXED.test(name.trim())) return "mixed";
  return "cardio";
}
