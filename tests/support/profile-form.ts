/** The Settings → Profile form as a test fills it in: metric measures and every other field valid. */
import type { Measures, ProfileValues } from "@/components/settings/profile-values";

export const metricMeasures: Measures = {
  height_cm: 168,
  current_weight_kg: 70,
  goal_weight_kg: 65,
  water_target_ml: 2000,
};

export const profileFormValues: ProfileValues = {
  name: "A",
  email: "a@example.com",
  age: "34",
  gender: "female",
  activity_level: "moderately_active",
  calorie_goal: "",
  time_zone: "UTC",
  weekly_workout_goal: "3",
  fiber_target_g: "30",
  sugar_target_g: "50",
  saturated_fat_target_g: "20",
  sodium_target_mg: "2300",
};
