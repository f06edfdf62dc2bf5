import { describe, expect, it } from "vitest";
import { measuresAfterEdit, shownFrom, validateProfile, type Measures } from "@/components/settings/profile-values";

const metric: Measures = { height_cm: 168, current_weight_kg: 70, goal_weight_kg: 65 };

describe("profile values", () => {
  it("shows metric values in imperial and converts edits back with the spec's factors", () => {
    const shown = shownFrom(metric, "imperial");
    expect(shown).toMatchObject({ feet: "5", inches: "6", current: "154.3", goal: "143.3" });
    const edited = { ...shown, current: "180" };
    const after = measuresAfterEdit(metric, edited, "imperial", "current");
    expect(after.current_weight_kg).toBeCloseTo(180 * 0.453592, 6);
    // untouched quantities keep their exact metric value: no drift from rounding
    expect(after.height_cm).toBe(168);
    expect(after.goal_weight_kg).toBe(65);
    const height = measuresAfterEdit(after, { ...edited, feet: "5", inches: "10" }, "imperial", "inches");
    expect(height.height_cm).toBeCloseTo(177.8, 6);
  });

  it("checks the spec's bounds in the user's units", () => {
    const base = { name: "A", email: "a@example.com", age: "34", calorie_goal: "" };
    expect(validateProfile({ ...base, units: "metric", shown: shownFrom(metric, "metric") })).toEqual({});
    const errors = validateProfile({
      ...base,
      age: "12",
      calorie_goal: "700",
      units: "imperial",
      shown: { height_cm: "", feet: "3", inches: "2", current: "49", goal: "1001" },
    });
    expect(errors).toEqual({
      age: "Age must be a whole number between 13 and 120",
      feet: "Height must be between 3 ft 4 in and 8 ft 2 in",
      current: "Current weight must be between 50 and 1000 lbs",
      goal: "Goal weight must be between 50 and 1000 lbs",
      calorie_goal: "Daily calorie goal must be a whole number between 800 and 6000",
    });
  });
});
