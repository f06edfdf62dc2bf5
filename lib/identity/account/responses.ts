/**
 * The account routes' answers as zod schemas, for the OpenAPI document and its contract
 * tests; `answers<T>()` ties each to the type its service returns.
 */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import { named } from "@/lib/answers/schema-names";
import type { PublicUser } from "../users";
import type { SignInListing } from "../sessions";
import type { Preferences } from "./service/preferences";
import type { ApiSignIn, SecondStep } from "@/lib/identity/two-factor/sign-in";
import { ACCOUNT_EVENT_KINDS, type AccountEventView } from "../activity";
import { ACTIVITY_LEVELS, GENDERS, THEMES } from "../schema";
import { MFA_METHODS } from "@/lib/identity/two-factor/schema";

const timestamp = () => z.iso.datetime({ offset: true });
const nullableInt = () => z.nullable(z.int());

export const publicUserSchema = named(
  "User",
  answers<PublicUser>()(
    z.object({
      id: z.uuid(),
      email: z.string(),
      name: z.string(),
      age: z.int(),
      gender: z.enum(GENDERS),
      height_cm: z.number(),
      current_weight_kg: z.number(),
      goal_weight_kg: z.number(),
      daily_calories_goal: z.int(),
      calorie_goal_custom: z.boolean(),
      activity_level: z.enum(ACTIVITY_LEVELS),
      use_imperial: z.boolean(),
      weekly_workout_goal: z.int(),
      water_target_ml: z.int(),
      fiber_target_g: nullableInt(),
      sugar_target_g: nullableInt(),
      saturated_fat_target_g: nullableInt(),
      sodium_target_mg: nullableInt(),
      time_zone: z.string(),
      subscription_status: z.string(),
      subscription_plan: z.nullable(z.string()),
      subscription_end_date: z.nullable(timestamp()),
      email_verified: z.boolean(),
      is_active: z.boolean(),
      theme: z.enum(THEMES),
      welcome_dismissed: z.boolean(),
      created_at: timestamp(),
      family_plan: z.optional(
        z
          .nullable(z.object({ owner_name: z.string() }))
          .check(
            z.describe(
              "Set on GET /api/me: the user has Pro as a member of this owner's family (their own plan aside); null otherwise.",
            ),
          ),
      ),
    }),
  ),
  "The signed-in user's profile, plan and settings (never a password hash, token or payment id).",
);

/** `{ detail }` of a success: what happened, in words to show. */
export const messageSchema = named(
  "Message",
  z.object({ detail: z.string() }),
  "A success that answers only words to show the user.",
);

export const signInSchema = named(
  "SignIn",
  answers<ApiSignIn>()(z.object({ access_token: z.string(), token_type: z.literal("bearer"), user: publicUserSchema })),
  "A new bearer token (shown once) and its user.",
);

export const secondStepSchema = named(
  "SecondStepRequired",
  answers<SecondStep>()(
    z.object({ mfa_required: z.literal(true), mfa_token: z.string(), methods: z.array(z.enum(MFA_METHODS)) }),
  ),
  "The password was right and the account has two factors: send `mfa_token` and one second step to POST /api/login/mfa.",
);

export const loginAnswerSchema = z.union([signInSchema, secondStepSchema]);

export const profileAnswerSchema = z.object({ user: publicUserSchema, detail: z.string() });

export const preferencesAnswerSchema = z.object({
  preferences: answers<Preferences>()(z.object({ theme: z.enum(THEMES), welcome_dismissed: z.boolean() })),
  detail: z.string(),
});

export const signInListSchema = z.array(
  named(
    "SignInSession",
    answers<SignInListing>()(
      z.object({
        session_id: z.uuid(),
        kind: z.enum(["browser", "app"]),
        device: z.string(),
        ip: z.nullable(z.string()),
        created_at: timestamp(),
        last_used_at: timestamp(),
        current: z.boolean(),
      }),
    ),
    "A browser session or app token of the user; `current` is the one making the call.",
  ),
);

const eventDetail = z.nullable(z.record(z.string(), z.nullable(z.union([z.string(), z.number(), z.boolean()]))));

export const activityPageSchema = answers<{ events: AccountEventView[]; next_before: number | null }>()(
  z.object({
    events: z.array(
      named(
        "AccountEvent",
        answers<AccountEventView>()(
          z.object({
            event_id: z.int(),
            kind: z.enum(ACCOUNT_EVENT_KINDS),
            ip: z.nullable(z.string()),
            device: z.string(),
            detail: eventDetail,
            created_at: timestamp(),
          }),
        ),
      ),
    ),
    next_before: z.nullable(z.int()),
  }),
);
