/** Who the demo user is: the account's sign-in and a profile whose goal the meals aim at. */
import { computeDailyCaloriesGoal } from "@/lib/identity/account/calories";
import type { ActivityLevel, Gender } from "@/lib/identity/schema";

export const DEMO_EMAIL = "demo@example.com";
/** Printed by `npm run demo`: the demo exists to be signed in to by whoever runs it. */
export const DEMO_PASSWORD = "vitalog-demo";
/** The seed of the generator: every refresh gives the same data relative to its day. */
export const DEMO_SEED = 20_260_425;

export const DEMO_PROFILE = {
  name: "Alex Morgan",
  age: 34,
  gender: "female" as Gender,
  height_cm: 168,
  goal_weight_kg: 65,
  activity_level: "lightly_active" as ActivityLevel,
  weekly_workout_goal: 3,
  /** Weight 90 days ago and today, before day-to-day variation. */
  start_weight_kg: 75.2,
  end_weight_kg: 71.6,
};

/** The calorie goal the profile gives at a weight, as registration and the profile form compute it. */
export function demoCalorieGoal(weightKg: number): number {
  return computeDailyCaloriesGoal({ ...DEMO_PROFILE, current_weight_kg: weightKg });
}
