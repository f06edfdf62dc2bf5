/**
 * The daily calorie goal: Mifflin–St Jeor resting energy × an activity factor, moved toward
 * the goal weight (−500 kcal to lose, +300 to gain), rounded to 10, never under 1,200.
 */
import type { ActivityLevel, Gender } from "../schema";

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extra_active: 1.9,
};

// Mifflin–St Jeor's sex constant; "other" takes the midpoint of the two.
const SEX_CONSTANT: Record<Gender, number> = { male: 5, female: -161, other: -78 };

export const MIN_DAILY_CALORIES = 1200;

export type CalorieInputs = {
  age: number;
  gender: Gender;
  height_cm: number;
  current_weight_kg: number;
  goal_weight_kg: number;
  activity_level: ActivityLevel;
};

export function restingEnergy({ age, gender, height_cm, current_weight_kg }: CalorieInputs): number {
  return 10 * current_weight_kg + 6.25 * height_cm - 5 * age + SEX_CONSTANT[gender];
}

export function computeDailyCaloriesGoal(input: CalorieInputs): number {
  const maintenance = restingEnergy(input) * ACTIVITY_FACTORS[input.activity_level];
  const difference = input.goal_weight_kg - input.current_weight_kg;
  const adjustment = difference <= -1 ? -500 : difference >= 1 ? 300 : 0;
  return Math.max(MIN_DAILY_CALORIES, Math.round((maintenance + adjustment) / 10) * 10);
}
