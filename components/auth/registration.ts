/**
 * The registration form's values, checks and unit conversion (spec section 5), kept apart
 * from the form so they can be unit-tested. Storage is metric; imperial input is converted.
 */
import {
  AGE_MAX,
  AGE_MIN,
  HEIGHT_CM,
  PASSWORD_MIN,
  WEIGHT_KG,
  type ActivityLevel,
  type Gender,
} from "@/lib/account/fields";
import type { RegisterInput } from "@/lib/account/schema";
import { ageFromBirthDate } from "@/lib/time/dates";
import { cmToFeetInches, feetInchesToCm, kgToLbs, lbsToKg, round } from "@/lib/units";

export type RegisterValues = {
  name: string;
  email: string;
  password: string;
  birthDate: string;
  gender: Gender;
  activityLevel: ActivityLevel;
  heightCm: string;
  feet: string;
  inches: string;
  currentWeight: string;
  goalWeight: string;
};
export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

export const INITIAL_VALUES: RegisterValues = {
  name: "",
  email: "",
  password: "",
  birthDate: "",
  gender: "female",
  activityLevel: "moderately_active",
  heightCm: "",
  feet: "",
  inches: "",
  currentWeight: "",
  goalWeight: "",
};

export { ACTIVITY_LABELS, GENDER_LABELS } from "@/lib/account/labels";

export const MIN_BIRTH_DATE = "1900-01-01";
export const WEIGHT_LBS = { min: 50, max: 1000 } as const;
export const FEET = { min: 0, max: 8 } as const;
export const INCHES = { min: 0, max: 11 } as const;
export const AGE_MESSAGE = `You must be between ${AGE_MIN} and ${AGE_MAX} years old`;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The age to show beside the date of birth, or null while the date is incomplete. */
export function displayAge(birthDate: string, today: string | undefined): number | null {
  if (!today || !DATE_PATTERN.test(birthDate) || birthDate > today) return null;
  return ageFromBirthDate(birthDate, today);
}

type Checked = { value?: number; error?: string };

function checkNumber(raw: string, label: string, min: number, max: number, unit: string, whole = false): Checked {
  if (raw.trim() === "") return { error: `${label} is required` };
  const value = Number(raw);
  if (!Number.isFinite(value)) return { error: `${label} must be a number` };
  if (whole && !Number.isInteger(value)) return { error: `${label} must be a whole number` };
  if (value < min || value > max)
    return { error: `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}` };
  return { value };
}

function checkBirthDate(birthDate: string, today: string): Checked {
  if (!birthDate) return { error: "Date of birth is required" };
  if (!DATE_PATTERN.test(birthDate)) return { error: "Enter a valid date" };
  if (birthDate < MIN_BIRTH_DATE || birthDate > today)
    return { error: `Date of birth must be between ${MIN_BIRTH_DATE} and today` };
  const age = ageFromBirthDate(birthDate, today);
  if (age < AGE_MIN || age > AGE_MAX) return { error: AGE_MESSAGE };
  return { value: age };
}

function checkHeight(v: RegisterValues, imperial: boolean): { cm?: number; errors: RegisterErrors } {
  if (!imperial) {
    const h = checkNumber(v.heightCm, "Height", HEIGHT_CM.min, HEIGHT_CM.max, "cm");
    return { cm: h.value, errors: { heightCm: h.error } };
  }
  const feet = checkNumber(v.feet, "Feet", FEET.min, FEET.max, "", true);
  const inches = checkNumber(v.inches, "Inches", INCHES.min, INCHES.max, "", true);
  if (feet.value === undefined || inches.value === undefined)
    return { errors: { feet: feet.error, inches: inches.error } };
  const cm = feetInchesToCm(feet.value, inches.value);
  if (cm < HEIGHT_CM.min || cm > HEIGHT_CM.max) {
    return { errors: { feet: "Height must be between 3 ft 4 in and 8 ft 2 in" } };
  }
  return { cm, errors: {} };
}

/** Per-field messages, or the payload for registerAction when every field is valid. */
export function validateRegistration(
  v: RegisterValues,
  imperial: boolean,
  today: string,
  timeZone: string,
): { errors: RegisterErrors; payload: RegisterInput | null } {
  const errors: RegisterErrors = {};
  if (!v.name.trim()) errors.name = "Full name is required";
  if (!v.email.trim()) errors.email = "Email is required";
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = "Enter a valid email address";
  if (!v.password) errors.password = "Password is required";
  else if (v.password.length < PASSWORD_MIN)
    errors.password = `Password must be at least ${PASSWORD_MIN} characters long`;
  const age = checkBirthDate(v.birthDate, today);
  errors.birthDate = age.error;
  const height = checkHeight(v, imperial);
  Object.assign(errors, height.errors);
  const [min, max, unit] = imperial ? [WEIGHT_LBS.min, WEIGHT_LBS.max, "lbs"] : [WEIGHT_KG.min, WEIGHT_KG.max, "kg"];
  const current = checkNumber(v.currentWeight, "Current weight", min, max, unit);
  const goal = checkNumber(v.goalWeight, "Goal weight", min, max, unit);
  errors.currentWeight = current.error;
  errors.goalWeight = goal.error;

  const clean = Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as RegisterErrors;
  if (Object.keys(clean).length > 0 || age.value === undefined || height.cm === undefined)
    return { errors: clean, payload: null };
  if (current.value === undefined || goal.value === undefined) return { errors: clean, payload: null };
  const toKg = (n: number) => (imperial ? lbsToKg(n) : n);
  return {
    errors: {},
    payload: {
      name: v.name.trim(),
      email: v.email.trim(),
      password: v.password,
      age: age.value,
      gender: v.gender,
      height_cm: height.cm,
      current_weight_kg: toKg(current.value),
      goal_weight_kg: toKg(goal.value),
      activity_level: v.activityLevel,
      use_imperial: imperial,
      time_zone: timeZone,
    },
  };
}

function parsed(raw: string): number | null {
  const n = Number(raw);
  return raw.trim() === "" || !Number.isFinite(n) ? null : n;
}

/** Carries height and weights over when the Metric/Imperial toggle changes. */
export function convertUnits(v: RegisterValues, toImperial: boolean): RegisterValues {
  const weight = (raw: string) => {
    const n = parsed(raw);
    return n === null ? "" : String(round(toImperial ? kgToLbs(n) : lbsToKg(n)));
  };
  const next = { ...v, currentWeight: weight(v.currentWeight), goalWeight: weight(v.goalWeight) };
  if (toImperial) {
    const cm = parsed(v.heightCm);
    if (cm === null) return next;
    const { feet, inches } = cmToFeetInches(cm);
    return { ...next, feet: String(feet), inches: String(inches) };
  }
  const feet = parsed(v.feet);
  const inches = parsed(v.inches);
  if (feet === null || inches === null) return next;
  return { ...next, heightCm: String(Math.round(feetInchesToCm(feet, inches))) };
}
