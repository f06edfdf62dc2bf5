/**
 * The registration form's values, the payload it sends and its unit conversion, apart from
 * the form so they can be tested. Storage is metric: imperial input is checked in the user's
 * units, then converted; the date of birth is sent as the age it gives.
 */
import { checkAll, type Checked } from "@/lib/validation/issues";
import { imperialCheck } from "@/lib/identity/schema";
import { formNumber } from "@/lib/validation/common";
import { birthDateSchema, REGISTER_FEET, registerSchema, type ActivityLevel, type Gender } from "@/lib/identity/schema";
import { ageFromBirthDate, isCalendarDate } from "@/lib/time/dates";
import { cmToFeetInches, feetInchesToCm, kgToLbs, lbsToKg, round } from "@/lib/units";
import type { FieldErrors } from "@/lib/validation/issues";

export type RegisterValues = {
  name: string;
  email: string;
  password: string;
  birth_date: string;
  gender: Gender;
  activity_level: ActivityLevel;
  height_cm: string;
  feet: string;
  inches: string;
  current_weight: string;
  goal_weight: string;
};

export const INITIAL_VALUES: RegisterValues = {
  name: "",
  email: "",
  password: "",
  birth_date: "",
  gender: "female",
  activity_level: "moderately_active",
  height_cm: "",
  feet: "",
  inches: "",
  current_weight: "",
  goal_weight: "",
};

/** The age to show beside the date of birth, or null while the date is incomplete. */
export function displayAge(birthDate: string, today: string | undefined): number | null {
  if (!today || !isCalendarDate(birthDate) || birthDate > today) return null;
  return ageFromBirthDate(birthDate, today);
}

function heightCm(v: RegisterValues, imperial: boolean): number | undefined {
  if (!imperial) return formNumber(v.height_cm);
  const feet = formNumber(v.feet);
  const inches = formNumber(v.inches);
  return feet === undefined || inches === undefined ? undefined : feetInchesToCm(feet, inches);
}

/** What the form sends to register: metric, with the age of the date of birth and the browser's time zone. */
export function registrationPayload(v: RegisterValues, imperial: boolean, today: string, timeZone: string) {
  const kg = (text: string) => {
    const n = formNumber(text);
    return imperial && n !== undefined ? lbsToKg(n) : n;
  };
  return {
    name: v.name,
    email: v.email,
    password: v.password,
    age: isCalendarDate(v.birth_date) ? ageFromBirthDate(v.birth_date, today) : undefined,
    gender: v.gender,
    height_cm: heightCm(v, imperial),
    current_weight_kg: kg(v.current_weight),
    goal_weight_kg: kg(v.goal_weight),
    activity_level: v.activity_level,
    use_imperial: imperial,
    time_zone: timeZone,
  };
}
export type RegistrationPayload = ReturnType<typeof registrationPayload>;

/** Every message of the form (the date of birth and imperial units first), and the payload when there is none. */
export function checkRegistration(
  v: RegisterValues,
  imperial: boolean,
  today: string,
  timeZone: string,
): Checked<RegistrationPayload> {
  const payload = registrationPayload(v, imperial, today, timeZone);
  const typed = { feet: v.feet, inches: v.inches, current: v.current_weight, goal: v.goal_weight };
  return checkAll(payload, [
    [birthDateSchema(today), { birth_date: v.birth_date }],
    ...(imperial ? [imperialCheck(REGISTER_FEET, typed)] : []),
    [registerSchema, payload],
  ]);
}

/** The message keys each input shows, the form's own rule before the API's. */
const MESSAGES: Record<Exclude<keyof RegisterValues, "gender" | "activity_level">, string[]> = {
  name: ["name"],
  email: ["email"],
  password: ["password"],
  birth_date: ["birth_date", "age"],
  height_cm: ["height_cm"],
  feet: ["feet"],
  inches: ["inches"],
  current_weight: ["current_weight_lbs", "current_weight_kg"],
  goal_weight: ["goal_weight_lbs", "goal_weight_kg"],
};
export type RegisterField = keyof typeof MESSAGES;

export function messageKeys(input: RegisterField): string[] {
  return MESSAGES[input];
}

export function messageOf(errors: FieldErrors, input: RegisterField): string | undefined {
  return MESSAGES[input].map((key) => errors[key]).find(Boolean);
}

function parsed(raw: string): number | null {
  const n = formNumber(raw);
  return n === undefined || !Number.isFinite(n) ? null : n;
}

/** Carries height and weights over when the Metric/Imperial toggle changes. */
export function convertUnits(v: RegisterValues, toImperial: boolean): RegisterValues {
  const weight = (raw: string) => {
    const n = parsed(raw);
    return n === null ? "" : String(round(toImperial ? kgToLbs(n) : lbsToKg(n)));
  };
  const next = { ...v, current_weight: weight(v.current_weight), goal_weight: weight(v.goal_weight) };
  if (toImperial) {
    const cm = parsed(v.height_cm);
    if (cm === null) return next;
    const { feet, inches } = cmToFeetInches(cm);
    return { ...next, feet: String(feet), inches: String(inches) };
  }
  const feet = parsed(v.feet);
  const inches = parsed(v.inches);
  if (feet === null || inches === null) return next;
  return { ...next, height_cm: String(Math.round(feetInchesToCm(feet, inches))) };
}
