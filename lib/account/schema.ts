/** Payloads of the account calls (spec sections 3, 5 and 7), shared by forms and handlers. */
import { z } from "zod";
import { ACTIVITY_LEVELS, AGE_MAX, AGE_MIN, GENDERS, HEIGHT_CM, PASSWORD_MIN, WEIGHT_KG } from "./fields";
import { isValidTimeZone } from "@/lib/time/zones";

export * from "./fields";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

const bounded = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max} ${unit}`)
    .max(max, `${label} must be between ${min} and ${max} ${unit}`);

const age = z
  .number({ error: "Age must be a whole number" })
  .int("Age must be a whole number")
  .min(AGE_MIN, `Age must be between ${AGE_MIN} and ${AGE_MAX}`)
  .max(AGE_MAX, `Age must be between ${AGE_MIN} and ${AGE_MAX}`);

const name = z
  .string({ error: "Full name is required" })
  .trim()
  .min(1, "Full name is required")
  .max(100, "Name must be at most 100 characters");

const timeZone = z.string().max(64).refine(isValidTimeZone, "Unknown time zone");

const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(256, "Password must be at most 256 characters");

const bodyFields = {
  name,
  email,
  age,
  gender: z.enum(GENDERS, { error: "Gender must be female, male or other" }),
  height_cm: bounded("Height", HEIGHT_CM.min, HEIGHT_CM.max, "cm"),
  current_weight_kg: bounded("Current weight", WEIGHT_KG.min, WEIGHT_KG.max, "kg"),
  goal_weight_kg: bounded("Goal weight", WEIGHT_KG.min, WEIGHT_KG.max, "kg"),
  activity_level: z.enum(ACTIVITY_LEVELS, {
    error: `Activity level must be one of ${ACTIVITY_LEVELS.join(", ")}`,
  }),
  use_imperial: z.boolean({ error: "use_imperial must be true or false" }),
};

export const registerSchema = z.object({
  ...bodyFields,
  password: newPassword,
  gender: bodyFields.gender.default("female"),
  activity_level: bodyFields.activity_level.default("moderately_active"),
  use_imperial: bodyFields.use_imperial.default(false),
  time_zone: timeZone.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().min(1, "Email is required").max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const profileSchema = z.object({
  ...bodyFields,
  /** null or absent: computed from the profile; a number: the user's own goal. */
  daily_calories_goal: z
    .number({ error: "Daily calorie goal must be a number" })
    .int("Daily calorie goal must be a whole number")
    .min(800, "Daily calorie goal must be between 800 and 6000")
    .max(6000, "Daily calorie goal must be between 800 and 6000")
    .nullable()
    .optional(),
  time_zone: timeZone.optional(),
  weekly_workout_goal: z
    .number({ error: "Weekly workout goal must be a number" })
    .int("Weekly workout goal must be a whole number")
    .min(1, "Weekly workout goal must be between 1 and 14")
    .max(14, "Weekly workout goal must be between 1 and 14")
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(256),
  new_password: z
    .string({ error: "New password is required" })
    .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters long`)
    .max(256, "New password must be at most 256 characters"),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const tokenSchema = z.object({
  token: z.string({ error: "The link is missing its token" }).min(10, "This link is invalid or has expired.").max(200),
});

export const resetRequestSchema = z.object({ email });

export const resetConfirmSchema = z.object({
  token: tokenSchema.shape.token,
  new_password: newPassword,
});
