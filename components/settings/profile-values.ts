/**
 * The profile form's values, the payload it sends and its checks. Height, weights and the water
 * target are kept in metric as the source of truth and shown in the chosen units, so switching units back and
 * forth never drifts a value the user did not edit; imperial input is checked in the user's
 * units before it is converted.
 */
import { checkAll, type Checked } from "@/lib/validation/issues";
import { imperialCheck } from "@/lib/identity/schema";
import { formNumber } from "@/lib/validation/common";
import { PROFILE_FEET, profileFormSchema, waterFlOzCheck } from "@/lib/identity/schema";
import { cmToFeetInches, feetInchesToCm, flOzToMl, kgToLbs, lbsToKg, mlToFlOz, round } from "@/lib/units";

export type Units = "metric" | "imperial";
/** Metric values; undefined while the box is empty, NaN while it holds no number. */
export type Measures = {
  height_cm: number | undefined;
  current_weight_kg: number | undefined;
  goal_weight_kg: number | undefined;
  water_target_ml: number | undefined;
};
/** What the inputs show: height in cm (metric) or feet + inches, weights in kg or lbs, water in ml or fl oz. */
export type Shown = { height_cm: string; feet: string; inches: string; current: string; goal: string; water: string };
export type ShownKey = keyof Shown;

/** The profile's other inputs, as typed. */
export type ProfileValues = {
  name: string;
  email: string;
  age: string;
  gender: string;
  activity_level: string;
  /** Empty: the goal is calculated from the profile. */
  calorie_goal: string;
  time_zone: string;
  weekly_workout_goal: string;
  /** Daily nutrient targets; empty: no target. */
  fiber_target_g: string;
  sugar_target_g: string;
  saturated_fat_target_g: string;
  sodium_target_mg: string;
};

const text = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? "" : String(round(n, 1)));

export function shownFrom(m: Measures, units: Units): Shown {
  const imperial = units === "imperial";
  const ftIn = m.height_cm === undefined || !Number.isFinite(m.height_cm) ? null : cmToFeetInches(m.height_cm);
  const weight = (kg: number | undefined) => text(imperial && kg !== undefined ? kgToLbs(kg) : kg);
  const ml = m.water_target_ml;
  return {
    height_cm: text(m.height_cm),
    feet: ftIn ? String(ftIn.feet) : "",
    inches: ftIn ? String(ftIn.inches) : "",
    current: weight(m.current_weight_kg),
    goal: weight(m.goal_weight_kg),
    water:
      imperial && ml !== undefined
        ? text(mlToFlOz(ml))
        : ml === undefined || !Number.isFinite(ml)
          ? ""
          : String(Math.round(ml)),
  };
}

/** The metric values after the user edited the shown field `key`: only its quantity changes. */
export function measuresAfterEdit(m: Measures, shown: Shown, units: Units, key: ShownKey): Measures {
  const kg = (v: string) => {
    const n = formNumber(v);
    return units === "imperial" && n !== undefined ? lbsToKg(n) : n;
  };
  if (key === "current") return { ...m, current_weight_kg: kg(shown.current) };
  if (key === "goal") return { ...m, goal_weight_kg: kg(shown.goal) };
  if (key === "water") {
    const n = formNumber(shown.water);
    return { ...m, water_target_ml: units === "imperial" && n !== undefined ? flOzToMl(n) : n };
  }
  if (key === "height_cm") return { ...m, height_cm: formNumber(shown.height_cm) };
  const feet = formNumber(shown.feet);
  const inches = formNumber(shown.inches);
  return { ...m, height_cm: feet === undefined || inches === undefined ? undefined : feetInchesToCm(feet, inches) };
}

/** What the form sends to PUT /api/profile: metric, an empty calorie goal as null (calculated). */
export function profilePayload(v: ProfileValues, m: Measures, units: Units) {
  return {
    name: v.name,
    email: v.email,
    age: formNumber(v.age),
    gender: v.gender,
    height_cm: m.height_cm,
    current_weight_kg: m.current_weight_kg,
    goal_weight_kg: m.goal_weight_kg,
    activity_level: v.activity_level,
    use_imperial: units === "imperial",
    daily_calories_goal: formNumber(v.calorie_goal) ?? null,
    time_zone: v.time_zone,
    weekly_workout_goal: formNumber(v.weekly_workout_goal),
    // stored in whole ml: a target typed in fl oz is rounded once, here
    water_target_ml:
      units === "imperial" && m.water_target_ml !== undefined && Number.isFinite(m.water_target_ml)
        ? Math.round(m.water_target_ml)
        : m.water_target_ml,
    fiber_target_g: formNumber(v.fiber_target_g) ?? null,
    sugar_target_g: formNumber(v.sugar_target_g) ?? null,
    saturated_fat_target_g: formNumber(v.saturated_fat_target_g) ?? null,
    sodium_target_mg: formNumber(v.sodium_target_mg) ?? null,
  };
}
export type ProfilePayload = ReturnType<typeof profilePayload>;

/** Every message (imperial units first, in the user's units), and the payload when there is none. */
export function checkProfile(v: ProfileValues, shown: Shown, m: Measures, units: Units): Checked<ProfilePayload> {
  const payload = profilePayload(v, m, units);
  const imperial = units === "imperial" ? [imperialCheck(PROFILE_FEET, shown), waterFlOzCheck(shown.water)] : [];
  return checkAll(payload, [...imperial, [profileFormSchema, payload]]);
}
