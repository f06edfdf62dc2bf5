import { describe, expect, it } from "vitest";
import { checkProfile, measuresAfterEdit, shownFrom } from "@/components/settings/profile-values";
import { metricMeasures, profileFormValues } from "../../support/profile-form";

const metric = metricMeasures;
const values = profileFormValues;

describe("profile values", () => {
  it("shows metric values in imperial and converts edits back (0.453592 kg a pound, 2.54 cm an inch)", () => {
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

  it("checks the profile's bounds in the user's units", () => {
    const ok = checkProfile(values, shownFrom(metric, "metric"), metric, "metric");
    expect(ok.errors).toEqual({});
    expect(ok.payload).toMatchObject({ age: 34, height_cm: 168, daily_calories_goal: null, use_imperial: false });
    const shown = { height_cm: "", feet: "3", inches: "2", current: "49", goal: "1001", water: "8" };
    const edited = (["feet", "current", "goal", "water"] as const).reduce(
      (m, key) => measuresAfterEdit(m, shown, "imperial", key),
      metric,
    );
    const bad = checkProfile({ ...values, age: "12", calorie_goal: "700" }, shown, edited, "imperial");
    expect(bad.payload).toBeNull();
    expect(bad.errors).toMatchObject({
      age: "Age must be between 13 and 120",
      feet: "Height must be between 3 ft 4 in and 8 ft 2 in",
      current_weight_lbs: "Current weight must be between 50 and 1000 lbs",
      goal_weight_lbs: "Goal weight must be between 50 and 1000 lbs",
      daily_calories_goal: "Daily calorie goal must be between 800 and 6000",
      // 250 ml is 8.45 fl oz: the smallest target typed in fl oz is 8.5
      water_target_fl_oz: "Daily water target must be between 8.5 and 338.1 fl oz",
    });
  });

  it("shows the water target in fl oz to imperial users and sends whole ml (29.5735 ml a fl oz)", () => {
    const shown = shownFrom(metric, "imperial");
    // 2000 ml / 29.5735 = 67.63 fl oz
    expect(shown.water).toBe("67.6");
    // a target left alone is sent as it is stored, not as 67.6 fl oz converted back
    expect(checkProfile(values, shown, metric, "imperial").payload?.water_target_ml).toBe(2000);
    const after = measuresAfterEdit(metric, { ...shown, water: "80" }, "imperial", "water");
    // 80 fl oz = 2365.88 ml
    expect(checkProfile(values, { ...shown, water: "80" }, after, "imperial").payload?.water_target_ml).toBe(2366);
    expect(shownFrom(metric, "metric").water).toBe("2000");
  });

  it("sends an empty nutrient target as null (no target) and refuses one that is no whole number", () => {
    const blank = { ...values, fiber_target_g: "", sodium_target_mg: " 1800 " };
    expect(checkProfile(blank, shownFrom(metric, "metric"), metric, "metric").payload).toMatchObject({
      fiber_target_g: null,
      sugar_target_g: 50,
      sodium_target_mg: 1800,
    });
    const bad = { ...values, sugar_target_g: "lots", saturated_fat_target_g: "12.5" };
    expect(checkProfile(bad, shownFrom(metric, "metric"), metric, "metric").errors).toEqual({
      sugar_target_g: "Daily sugars limit must be a whole number",
      saturated_fat_target_g: "Daily saturated fat limit must be a whole number",
    });
  });
});
