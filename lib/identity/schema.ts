/**
 * The account's payloads, choices and limits, shared by the forms (which validate with them
 * before sending) and the route handlers (which parse with them): one rule, one message.
 * Storage is metric; the form-side schemas at the end check what a form holds but does not
 * send (imperial units before conversion, a date of birth, a password confirmation).
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { isCalendarDate } from "@/lib/time/dates";
import { isValidTimeZone } from "@/lib/time/zones";
import { CM_PER_INCH, feetInchesToCm, mlToFlOz } from "@/lib/units";
import { formNumber, numberSchema, requiredText, tooLong } from "@/lib/validation/common";

export const GENDERS = ["female", "male", "other"] as const;
export const ACTIVITY_LEVELS = [
  "sedentary",
  "lightly_active",
  "moderately_active",
  "very_active",
  "extra_active",
] as const;
export type Gender = (typeof GENDERS)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export type Range = { readonly min: number; readonly max: number };

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 256;
export const AGE: Range = { min: 13, max: 120 };
export const HEIGHT_CM: Range = { min: 100, max: 250 };
export const WEIGHT_KG: Range = { min: 20, max: 500 };
export const WEIGHT_LBS: Range = { min: 50, max: 1000 };
/** Height in feet: registration takes 0 to 8, the profile 3 to 8. */
export const REGISTER_FEET: Range = { min: 0, max: 8 };
export const PROFILE_FEET: Range = { min: 3, max: 8 };
export const INCHES: Range = { min: 0, max: 11 };
export const CALORIE_GOAL: Range = { min: 800, max: 6000 };
export const WORKOUT_GOAL: Range = { min: 1, max: 14 };
/** The daily water target in ml (a glass to ten litres). */
export const WATER_TARGET: Range = { min: 250, max: 10_000 };
/** Daily targets of the nutrients beyond the four: a fibre goal, limits of sugars, saturated fat and sodium. */
export const FIBER_TARGET: Range = { min: 1, max: 150 };
export const SUGAR_TARGET: Range = { min: 1, max: 500 };
export const SATURATED_FAT_TARGET: Range = { min: 1, max: 200 };
export const SODIUM_TARGET: Range = { min: 100, max: 10_000 };
export const BIRTH_DATE_MIN = "1900-01-01";

/** The detail of an email change sent without the current password (the form asks for it first). */
export const PASSWORD_FOR_EMAIL_CHANGE = "Enter your current password to change your email.";

/** The detail of a link token that is malformed, unknown, used or expired: all read the same. */
export const INVALID_LINK = "This link is invalid or has expired.";

const between = (label: string, { min, max }: Range, unit = "") =>
  `${label} must be between ${min} and ${max}${unit ? ` ${unit}` : ""}`;

/** A measurement within its range: "is required", "must be a number", "must be between". */
function measure(label: string, range: Range, unit: string) {
  const message = between(label, range, unit);
  return numberSchema(label).check(z.minimum(range.min, message), z.maximum(range.max, message));
}

/** A whole number within its range: "is required", "must be a whole number", "must be between". */
function whole(label: string, range: Range, unit = "") {
  const message = between(label, range, unit);
  return z
    .int({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
    .check(z.minimum(range.min, message), z.maximum(range.max, message));
}

function password(label: string) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(1, `${label} is required`),
      z.minLength(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters long`),
      z.maxLength(PASSWORD_MAX, tooLong(label, PASSWORD_MAX)),
    );
}

/** An email as typed: trimmed and lower-cased before it is checked. */
const typedEmail = z
  .string({ error: "Email is required" })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, "Email is required"), z.maxLength(254, tooLong("Email", 254)));
const email = z.pipe(typedEmail, z.email({ error: "Enter a valid email address" }));

const timeZone = z
  .string({ error: "Unknown time zone" })
  .check(z.maxLength(64, "Unknown time zone"), z.refine(isValidTimeZone, "Unknown time zone"));

const bodyFields = {
  name: requiredText("Full name", 100),
  email,
  age: whole("Age", AGE),
  gender: z.enum(GENDERS, { error: "Gender must be female, male or other" }),
  height_cm: measure("Height", HEIGHT_CM, "cm"),
  current_weight_kg: measure("Current weight", WEIGHT_KG, "kg"),
  goal_weight_kg: measure("Goal weight", WEIGHT_KG, "kg"),
  activity_level: z.enum(ACTIVITY_LEVELS, { error: `Activity level must be one of ${ACTIVITY_LEVELS.join(", ")}` }),
  use_imperial: z.boolean({ error: "use_imperial must be true or false" }),
};

export const registerSchema = z.object({
  ...bodyFields,
  password: password("Password"),
  gender: z._default(bodyFields.gender, "female"),
  activity_level: z._default(bodyFields.activity_level, "moderately_active"),
  use_imperial: z._default(bodyFields.use_imperial, false),
  time_zone: z.optional(timeZone),
});
export type RegisterInput = output<typeof registerSchema>;

export const loginSchema = z.object({
  email: typedEmail,
  password: z
    .string({ error: "Password is required" })
    .check(z.minLength(1, "Password is required"), z.maxLength(PASSWORD_MAX, tooLong("Password", PASSWORD_MAX))),
});
export type LoginInput = output<typeof loginSchema>;

/** The login form also asks for an email's shape (the API answers any unknown email alike). */
export const loginFormSchema = z.extend(loginSchema, { email });

/** The password the user has now, as proof for a sensitive change (any length: it was set under older rules). */
export function currentPassword() {
  return z
    .string({ error: "Current password is required" })
    .check(
      z.minLength(1, "Current password is required"),
      z.maxLength(PASSWORD_MAX, tooLong("Current password", PASSWORD_MAX)),
    );
}

export const profileSchema = z.object({
  ...bodyFields,
  /** Needed when `email` changes; ignored otherwise. */
  current_password: z.optional(
    z
      .string({ error: "Current password must be text" })
      .check(z.maxLength(PASSWORD_MAX, tooLong("Current password", PASSWORD_MAX))),
  ),
  /** null: computed from the profile; a number: the user's own goal; absent: unchanged. */
  daily_calories_goal: z.nullish(whole("Daily calorie goal", CALORIE_GOAL)),
  time_zone: z.optional(timeZone),
  /** Absent: unchanged. */
  weekly_workout_goal: z.optional(whole("Weekly workout goal", WORKOUT_GOAL)),
  /** Millilitres a day; absent: unchanged. */
  water_target_ml: z.optional(whole("Daily water target", WATER_TARGET, "ml")),
  /** Daily nutrient targets; null: no target; absent: unchanged. */
  fiber_target_g: z.optional(z.nullable(whole("Daily fibre target", FIBER_TARGET, "g"))),
  sugar_target_g: z.optional(z.nullable(whole("Daily sugars limit", SUGAR_TARGET, "g"))),
  saturated_fat_target_g: z.optional(z.nullable(whole("Daily saturated fat limit", SATURATED_FAT_TARGET, "g"))),
  sodium_target_mg: z.optional(z.nullable(whole("Daily sodium limit", SODIUM_TARGET, "mg"))),
});
export type ProfileInput = output<typeof profileSchema>;

/** The profile form always holds a weekly workout goal and a water target, which API clients may leave out. */
export const profileFormSchema = z.extend(profileSchema, {
  weekly_workout_goal: whole("Weekly workout goal", WORKOUT_GOAL),
  water_target_ml: whole("Daily water target", WATER_TARGET, "ml"),
});

/**
 * Whether a step that ends the other sign-ins also revokes the personal access tokens; absent:
 * it does (the box the forms show is ticked by default).
 */
const revokePersonalTokens = z.optional(z.boolean({ error: "revoke_personal_tokens must be true or false" }));

export const changePasswordSchema = z.object({
  current_password: currentPassword(),
  new_password: password("New password"),
  revoke_personal_tokens: revokePersonalTokens,
});
export type ChangePasswordInput = output<typeof changePasswordSchema>;

/** DELETE /api/sessions: `?revoke_personal_tokens=false` keeps the personal access tokens. */
export const endSessionsQuerySchema = z.object({
  revoke_personal_tokens: z.optional(
    z.enum(["true", "false"], { error: "revoke_personal_tokens must be true or false" }),
  ),
});

/** DELETE /api/delete-account: the password confirms that the account's owner asks. */
export const deleteAccountSchema = z.object({ current_password: currentPassword() });
export type DeleteAccountInput = output<typeof deleteAccountSchema>;

const linkToken = z
  .string({ error: "The link is missing its token" })
  .check(z.minLength(10, INVALID_LINK), z.maxLength(200, INVALID_LINK));

export const tokenSchema = z.object({ token: linkToken });

export const resetRequestSchema = z.object({ email });

export const resetConfirmSchema = z.object({ token: linkToken, new_password: password("New password") });

// ── what a form checks before it builds its payload ──

/** A new password typed twice: the API takes it once, the form holds both. */
export const newPasswordTwiceSchema = z
  .object({
    new_password: password("New password"),
    confirm_password: z
      .string({ error: "Please confirm your new password" })
      .check(z.minLength(1, "Please confirm your new password")),
  })
  .check(
    z.refine((v) => v.new_password === v.confirm_password, {
      error: "New passwords do not match",
      path: ["confirm_password"],
    }),
  );

/** The shortest and tallest heights in whole inches that HEIGHT_CM allows: "3 ft 4 in", "8 ft 2 in". */
const feetAndInches = (inches: number) => `${Math.floor(inches / 12)} ft ${inches % 12} in`;
const HEIGHT_IN_WORDS =
  `Height must be between ${feetAndInches(Math.ceil(HEIGHT_CM.min / CM_PER_INCH))} ` +
  `and ${feetAndInches(Math.floor(HEIGHT_CM.max / CM_PER_INCH))}`;

/** Height and weights as an imperial form holds them: the ranges the user reads, checked before conversion. */
export function imperialSchema(feet: Range) {
  return z
    .object({
      feet: whole("Feet", feet),
      inches: whole("Inches", INCHES),
      current_weight_lbs: measure("Current weight", WEIGHT_LBS, "lbs"),
      goal_weight_lbs: measure("Goal weight", WEIGHT_LBS, "lbs"),
    })
    .check(
      z.refine(
        ({ feet, inches }) => {
          if (!Number.isInteger(feet) || !Number.isInteger(inches)) return true; // their own message says why
          const cm = feetInchesToCm(feet, inches);
          return cm >= HEIGHT_CM.min && cm <= HEIGHT_CM.max;
        },
        { error: HEIGHT_IN_WORDS, path: ["feet"] },
      ),
    );
}

/** A date of birth from 1900-01-01 to `today` (the age it gives is the API's rule). */
export function birthDateSchema(today: string) {
  const required = "Date of birth is required";
  const range = `Date of birth must be between ${BIRTH_DATE_MIN} and today`;
  return z.object({
    birth_date: z.string({ error: required }).check(
      z.minLength(1, required),
      z.refine((date) => date === "" || isCalendarDate(date), "Date of birth must be a valid date"),
      z.refine((date) => !isCalendarDate(date) || (date >= BIRTH_DATE_MIN && date <= today), range),
    ),
  });
}

/** The daily water target in US fl oz, as the imperial profile form shows it. */
export const WATER_TARGET_FL_OZ: Range = {
  min: Math.ceil(mlToFlOz(WATER_TARGET.min) * 10) / 10,
  max: Math.floor(mlToFlOz(WATER_TARGET.max) * 10) / 10,
};

/** The imperial water target as typed, checked in fl oz so the message is in the user's units. */
export function waterFlOzCheck(typed: string) {
  const schema = z.object({ water_target_fl_oz: measure("Daily water target", WATER_TARGET_FL_OZ, "fl oz") });
  return [schema, { water_target_fl_oz: formNumber(typed) }] as const;
}

/** Imperial height and weights as typed, checked in the user's units (`feet`: the form's range of feet). */
export function imperialCheck(feet: Range, typed: { feet: string; inches: string; current: string; goal: string }) {
  const values = {
    feet: formNumber(typed.feet),
    inches: formNumber(typed.inches),
    current_weight_lbs: formNumber(typed.current),
    goal_weight_lbs: formNumber(typed.goal),
  };
  return [imperialSchema(feet), values] as const;
}

// ── preferences: how the app looks, what the dashboard keeps closed ──

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return THEMES.includes(value as Theme);
}

/** Each field is optional (absent: unchanged), but a request changes at least one. */
export const preferencesSchema = z
  .object({
    theme: z.optional(z.enum(THEMES, { error: `Theme must be one of ${THEMES.join(", ")}` })),
    welcome_dismissed: z.optional(z.boolean({ error: "welcome_dismissed must be true or false" })),
  })
  .check(
    z.refine((v) => v.theme !== undefined || v.welcome_dismissed !== undefined, {
      error: "Send theme or welcome_dismissed",
    }),
  );
export type PreferencesInput = output<typeof preferencesSchema>;
