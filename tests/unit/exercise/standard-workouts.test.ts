/** The standard workouts' calories come from the user's weight, by the MET method of any logged exercise. */
import { describe, expect, it } from "vitest";
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import { STANDARD_WORKOUTS, standardWorkoutCalories, standardWorkoutEntry } from "@/lib/exercise/standard-workouts";

const byName = (name: string) => STANDARD_WORKOUTS.find((w) => w.name === name)!;

describe("standardWorkoutCalories", () => {
  it("scales with the weight: a 50 kg and a 100 kg user", () => {
    // kcal = MET × kg × hours: cardio 7, strength 5, yoga 2.5, HIIT 8 × 1.5 (high intensity)
    expect(STANDARD_WORKOUTS.map((w) => [w.name, standardWorkoutCalories(w, 50)])).toEqual([
      ["Morning Cardio", 175],
      ["Strength Training", 188],
      ["Yoga Flow", 125],
      ["HIIT Workout", 200],
    ]);
    expect(STANDARD_WORKOUTS.map((w) => [w.name, standardWorkoutCalories(w, 100)])).toEqual([
      ["Morning Cardio", 350],
      ["Strength Training", 375],
      ["Yoga Flow", 250],
      ["HIIT Workout", 400],
    ]);
  });

  it("is what the server estimates for the entry it logs, which carries no calories of its own", () => {
    const w = byName("HIIT Workout");
    const entry = standardWorkoutEntry(w);
    expect(entry).not.toHaveProperty("calories_burned");
    expect(entry).toMatchObject({ exercise_type: "mixed", intensity: "high", duration_minutes: 20 });
    expect(
      estimateCaloriesBurned({
        name: entry.exercise_name,
        type: entry.exercise_type,
        intensity: entry.intensity,
        minutes: entry.duration_minutes,
        weightKg: 72.5,
      }),
    ).toBe(standardWorkoutCalories(w, 72.5));
  });
});
