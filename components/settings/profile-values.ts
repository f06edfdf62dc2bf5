/**
 * The profile form's values and rules (spec section 5, "Profile"). Height and weights are
 * kept in metric as the source of truth and shown in the chosen units, so switching units
 * back and forth never drifts a value the user did not edit.
 */
import { AGE_MAX, AGE_MIN, HEIGHT_CM, WEIGHT_KG } from "@/lib/account/fields";
import { cmToFeetInches, feetInchesToCm, kgToLbs, lbsToKg, round } from "@/lib/units";

export type Units = "metric" | "imperial";
export type Measures = { height_cm: number | null; current_weight_kg: number | null; goal_weight_kg: number | null };
/** What the inputs show: height in cm (metric) or feet + inches, weights in kg or lbs. */
export type Shown = { height_cm: string; feet: string; inches: string; current: string; goal: string };
export type ShownKey = keyof Shown;

export const HEIGHT_FT = { min: 3, max: 8 } as const;
export const HEIGHT_IN = { min: 0, max: 11 } as const;
export const WEIGHT_LBS = { min: 50, max: 1000 } as const;
export const CALORIE_GOAL = { min: 800, max: 6000 } as const;
export const WORKOUT_GOAL = { min: 1, max: 14 } as const;

const text = (n: number | null, digits = 1) => (n === null ? "" : String(round(n, digits)));

function toNumber(value: string): number | null {
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function shownFrom(m: Measures, units: Units): Shown {
  const imperial = units === "imperial";
  const ftIn = m.height_cm === null ? null : cmToFeetInches(m.height_cm);
  return {
    height_cm: text(m.height_cm),
    feet: ftIn ? String(ftIn.feet) : "",
    inches: ftIn ? String(ftIn.inches) : "",
    current: text(m.current_weight_kg === null ? null : imperial ? kgToLbs(m.current_weight_kg) : m.current_weight_kg),
    goal: text(m.goal_weight_kg === null ? null : imperial ? kgToLbs(m.goal_weight_kg) : m.goal_weight_kg),
  };
}

/** The metric values after the user edited the shown field `key`: only its quantity changes. */
export function measuresAfterEdit(m: Measures, shown: Shown, units: Units, key: ShownKey): Measures {
  const imperial = units === "imperial";
  const kg = (v: string) => {
    const n = toNumber(v);
    return n === null ? null : imperial ? lbsToKg(n) : n;
  };
  if (key === "current") return { ...m, current_weight_kg: kg(shown.current) };
  if (key === "goal") return { ...m, goal_weight_kg: kg(shown.goal) };
  if (key === "height_cm") return { ...m, height_cm: toNumber(shown.height_cm) };
  const feet = toNumber(shown.feet);
  const inches = toNumber(shown.inches);
  return { ...m, height_cm: feet === null || inches === null ? null : feetInchesToCm(feet, inches) };
}

export type ProfileFields = {
  name: string;
  email: string;
  age: string;
  calorie_goal: string;
  /** Workouts a week (exercise progress); absent means unchanged. */
  weekly_workout_goal?: string;
  shown: Shown;
  units: Units;
};
export type ProfileErrors = Partial<
  Record<"name" | "email" | "age" | "calorie_goal" | "weekly_workout_goal" | ShownKey, string>
>;

function between(value: string, min: number, max: number, integer = false): boolean {
  const n = toNumber(value);
  return n !== null && n >= min && n <= max && (!integer || Number.isInteger(n));
}

/** Field errors in the user's units; empty when the form may be sent. */
export function validateProfile(f: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!f.name.trim()) errors.name = "Full name is required";
  if (!f.email.trim()) errors.email = "Email is required";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) errors.email = "Enter a valid email address";
  if (!between(f.age, AGE_MIN, AGE_MAX, true))
    errors.age = `Age must be a whole number between ${AGE_MIN} and ${AGE_MAX}`;
  if (f.units === "metric") {
    if (!between(f.shown.height_cm, HEIGHT_CM.min, HEIGHT_CM.max))
      errors.height_cm = `Height must be between ${HEIGHT_CM.min} and ${HEIGHT_CM.max} cm`;
  } else if (!between(f.shown.feet, HEIGHT_FT.min, HEIGHT_FT.max, true)) {
    errors.feet = `Feet must be a whole number between ${HEIGHT_FT.min} and ${HEIGHT_FT.max}`;
  } else if (!between(f.shown.inches, HEIGHT_IN.min, HEIGHT_IN.max, true)) {
    errors.inches = `Inches must be a whole number between ${HEIGHT_IN.min} and ${HEIGHT_IN.max}`;
  } else {
    const cm = feetInchesToCm(Number(f.shown.feet), Number(f.shown.inches));
    if (cm < HEIGHT_CM.min || cm > HEIGHT_CM.max) errors.feet = "Height must be between 3 ft 4 in and 8 ft 2 in";
  }
  const [min, max, unit] =
    f.units === "metric" ? [WEIGHT_KG.min, WEIGHT_KG.max, "kg"] : [WEIGHT_LBS.min, WEIGHT_LBS.max, "lbs"];
  if (!between(f.shown.current, min, max)) errors.current = `Current weight must be between ${min} and ${max} ${unit}`;
  if (!between(f.shown.goal, min, max)) errors.goal = `Goal weight must be between ${min} and ${max} ${unit}`;
  if (f.calorie_goal.trim() !== "" && !between(f.calorie_goal, CALORIE_GOAL.min, CALORIE_GOAL.max, true))
    errors.calorie_goal = `Daily calorie goal must be a whole number between ${CALORIE_GOAL.min} and ${CALORIE_GOAL.max}`;
  if (f.weekly_workout_goal !== undefined && !between(f.weekly_workout_goal, WORKOUT_GOAL.min, WORKOUT_GOAL.max, true))
    errors.weekly_workout_goal = `Weekly workout goal must be a whole number between ${WORKOUT_GOAL.min} and ${WORKOUT_GOAL.max}`;
  return errors;
}
