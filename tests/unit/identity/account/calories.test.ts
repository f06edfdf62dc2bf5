import { describe, expect, it } from "vitest";
import { computeDailyCaloriesGoal, restingEnergy } from "@/lib/identity/account/calories";

const base = {
  age: 30,
  gender: "male",
  height_cm: 180,
  current_weight_kg: 80,
  goal_weight_kg: 80,
  activity_level: "sedentary",
} as const;

describe("computeDailyCaloriesGoal", () => {
  it("uses Mifflin–St Jeor: 10·kg + 6.25·cm − 5·age + 5 for men, −161 for women", () => {
    expect(restingEnergy(base)).toBe(1780);
    expect(restingEnergy({ ...base, gender: "female" })).toBe(1614);
    expect(restingEnergy({ ...base, gender: "other" })).toBe(1697);
  });
  it("multiplies by the activity factor and rounds to 10 kcal", () => {
    expect(computeDailyCaloriesGoal(base)).toBe(2140); // 1780 × 1.2 = 2136
    expect(computeDailyCaloriesGoal({ ...base, activity_level: "extra_active" })).toBe(3380); // 3382
  });
  it("subtracts 500 kcal to lose weight and adds 300 to gain", () => {
    expect(computeDailyCaloriesGoal({ ...base, goal_weight_kg: 70 })).toBe(1640);
    expect(computeDailyCaloriesGoal({ ...base, goal_weight_kg: 90 })).toBe(2440);
    expect(computeDailyCaloriesGoal({ ...base, goal_weight_kg: 80.5 })).toBe(2140);
  });
  it("never goes under 1,200 kcal", () => {
    expect(
      computeDailyCaloriesGoal({
        ...base,
        gender: "female",
        age: 80,
        height_cm: 145,
        current_weight_kg: 42,
        goal_weight_kg: 38,
      }),
    ).toBe(1200);
  });
});
