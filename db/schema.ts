/**
 * Every table of vitalog, in one place. Column names are snake_case and match the field
 * names of the REST contract, so a row maps to a response by
 * choosing columns, never by renaming. Every dated table is indexed by (user_id, date).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** The user's local calendar date, YYYY-MM-DD. */
const localDate = () => date("date", { mode: "string" }).notNull();

// ── accounts ────────────────────────────────────────────────────────────────

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  name: text("name").notNull(),
  age: integer("age").notNull(),
  gender: text("gender").notNull().default("female"),
  height_cm: doublePrecision("height_cm").notNull(),
  current_weight_kg: doublePrecision("current_weight_kg").notNull(),
  goal_weight_kg: doublePrecision("goal_weight_kg").notNull(),
  activity_level: text("activity_level").notNull().default("moderately_active"),
  daily_calories_goal: integer("daily_calories_goal").notNull(),
  /** True when the user typed their own goal; false means it follows the profile. */
  calorie_goal_custom: boolean("calorie_goal_custom").notNull().default(false),
  use_imperial: boolean("use_imperial").notNull().default(false),
  /** Workouts a week the user aims for (exercise progress). */
  weekly_workout_goal: integer("weekly_workout_goal").notNull().default(3),
  /** Millilitres of water a day the user aims for (the water card and the hydration tip). */
  water_target_ml: integer("water_target_ml").notNull().default(2000),
  /** Daily targets of the nutrients beyond the four; null when the user wants none. */
  fiber_target_g: integer("fiber_target_g").default(30),
  sugar_target_g: integer("sugar_target_g").default(50),
  saturated_fat_target_g: integer("saturated_fat_target_g").default(20),
  sodium_target_mg: integer("sodium_target_mg").default(2300),
  time_zone: text("time_zone").notNull().default("UTC"),
  subscription_status: text("subscription_status").notNull().default("trial"),
  subscription_plan: text("subscription_plan"),
  subscription_end_date: timestamp("subscription_end_date", { withTimezone: true }),
  stripe_customer_id: text("stripe_customer_id").unique(),
  stripe_subscription_id: text("stripe_subscription_id"),
  email_verified: boolean("email_verified").notNull().default(false),
  is_active: boolean("is_active").notNull().default(true),
  /** "system", "light" or "dark": the server renders the chosen theme, so a page never flashes. */
  theme: text("theme").notNull().default("system"),
  /** The dashboard's first-week welcome card, closed by the user. */
  welcome_dismissed: boolean("welcome_dismissed").notNull().default(false),
  /** The first render of the dashboard: later ones welcome the user back. */
  dashboard_seen_at: timestamp("dashboard_seen_at", { withTimezone: true }),
  /**
   * When the email was last changed. A changed address gets no password-reset mail until it
   * is verified (a stolen session must not turn into a takeover through the reset link).
   */
  email_changed_at: timestamp("email_changed_at", { withTimezone: true }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * Sign-ins: browser sessions (kind "session", identified by id inside the encrypted
 * next-auth cookie) and API bearer tokens (kind "bearer", found by the SHA-256 of the token).
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    kind: text("kind").notNull(),
    token_hash: text("token_hash").unique(),
    user_agent: text("user_agent"),
    /** The client address the sign-in was made from (the sessions list shows it). */
    ip: text("ip"),
    created_at: createdAt(),
    /** The last request made with it, written at most once a minute; a browser session idle too long ends. */
    last_used_at: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.user_id)],
);
export type AuthToken = typeof authTokens.$inferSelect;

/**
 * Personal access tokens (Pro): a script's key to the API, named by its owner, with a scope
 * (read or read_write) and an optional end. Only the SHA-256 of the secret is stored.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    scope: text("scope").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    created_at: createdAt(),
    /** Written at most once a minute. */
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
    /** Null: no end. */
    expires_at: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("personal_access_tokens_user_idx").on(t.user_id, t.created_at),
    check("personal_access_tokens_scope_check", sql`${t.scope} in ('read', 'read_write')`),
  ],
);
export type PersonalAccessToken = typeof personalAccessTokens.$inferSelect;

/**
 * A personal token's requests in the current minute and day: one row per token and period,
 * reset when its window moves on, so counting a request is one upsert.
 */
export const apiRateCounters = pgTable(
  "api_rate_counters",
  {
    token_id: uuid("token_id")
      .notNull()
      .references(() => personalAccessTokens.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    window_start: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.token_id, t.period] })],
);

/**
 * The requests of a user's app sign-ins (bearer tokens from /api/login and /api/register) in
 * the current minute: one row per user, all their app tokens together, reset when the minute
 * moves on, so counting a request is one upsert.
 */
export const appRateCounters = pgTable("app_rate_counters", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  window_start: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

/**
 * The first answer to a POST sent with an `Idempotency-Key`, per user and key, kept 24 hours:
 * a repeat with the same body gets it again; `status` is null while the first is running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    user_id: userId(),
    key: text("key").notNull(),
    request_hash: text("request_hash").notNull(),
    status: integer("status"),
    content_type: text("content_type"),
    body: text("body"),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index("idempotency_keys_created_idx").on(t.created_at)],
);

/** Single-use links sent by email: password reset and email verification. Stored hashed. */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    purpose: text("purpose").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("user_tokens_user_idx").on(t.user_id, t.purpose)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    success: boolean("success").notNull(),
    /** The account the email named when the attempt was made: its rows go with the account, whatever its email is then. */
    user_id: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    created_at: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.created_at),
    index("login_attempts_ip_idx").on(t.ip, t.created_at),
    index("login_attempts_user_idx").on(t.user_id),
  ],
);

/**
 * Hits of a rate limit other than the login throttle (mail sent per address and per IP,
 * registrations per IP, ...): one row a hit, counted over a sliding window; `bucket` names the limit.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.bucket, t.key, t.created_at)],
);

/** What happened to an account, for its owner to read (Settings): sign-ins, changes, exports. Kept a year. */
export const accountEvents = pgTable(
  "account_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: userId(),
    kind: text("kind").notNull(),
    ip: text("ip"),
    user_agent: text("user_agent"),
    /** A few words of context (the method of a sign-in, the kind of an export); never health data. */
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    created_at: createdAt(),
  },
  (t) => [index("account_events_user_idx").on(t.user_id, t.created_at)],
);
export type AccountEvent = typeof accountEvents.$inferSelect;

/**
 * When a reader last had a read of an owner's shared data recorded in the owner's account
 * events: one row per owner, way in ("family" or "share_link"), reader (a user id or a share
 * id) and subject (the area, or the link's action), so a read within the window records nothing.
 */
export const sharedReadMarks = pgTable(
  "shared_read_marks",
  {
    owner_id: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    via: text("via").notNull(),
    reader: text("reader").notNull(),
    subject: text("subject").notNull(),
    last_at: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_id, t.via, t.reader, t.subject] }),
    index("shared_read_marks_last_idx").on(t.last_at),
  ],
);

// ── two factors ─────────────────────────────────────────────────────────────

/** A user's TOTP authenticator: `confirmed_at` is null while it is being set up. */
export const totpFactors = pgTable("totp_factors", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The shared secret, encrypted with a key derived from AUTH_SECRET. */
  secret: text("secret").notNull(),
  confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  last_step: bigint("last_step", { mode: "number" }),
  created_at: createdAt(),
});

/** One-time recovery codes, stored hashed. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    code_hash: text("code_hash").notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.user_id)],
);

/** WebAuthn credentials (passkeys): a second factor, or a sign-in without a password. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    /** The credential id, base64url. */
    credential_id: text("credential_id").notNull().unique(),
    /** The COSE public key, base64url. */
    public_key: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    device_type: text("device_type"),
    backed_up: boolean("backed_up").notNull().default(false),
    name: text("name").notNull(),
    created_at: createdAt(),
    last_used_at: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.user_id)],
);

/**
 * Short-lived sign-in steps: the `mfa_token` a password sign-in answers for an account with
 * two factors (`token_hash`), and WebAuthn challenges (`challenge`). Single use.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    token_hash: text("token_hash").unique(),
    challenge: text("challenge"),
    /** Wrong codes sent with this token. */
    failures: integer("failures").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index("auth_challenges_user_idx").on(t.user_id)],
);

// ── food ────────────────────────────────────────────────────────────────────

// food_entries also has "api_json" (migration 0004), the entry's API JSON kept by a trigger
// for the day's read (lib/food/entries.ts): left out here so that no ORM select returns it.
export const foodEntries = pgTable(
  "food_entries",
  {
    entry_id: uuid("entry_id").primaryKey().defaultRandom(),
    user_id: userId(),
    food_name: text("food_name").notNull(),
    calories: doublePrecision("calories").notNull(),
    meal_type: text("meal_type").notNull().default("breakfast"),
    serving_size: text("serving_size"),
    quantity: doublePrecision("quantity").notNull().default(1),
    unit: text("unit").notNull().default("serving"),
    protein: doublePrecision("protein").notNull().default(0),
    carbs: doublePrecision("carbs").notNull().default(0),
    fat: doublePrecision("fat").notNull().default(0),
    /** The nutrients beyond the four, for the whole entry; null when unknown. */
    fiber: doublePrecision("fiber"),
    sugar: doublePrecision("sugar"),
    saturated_fat: doublePrecision("saturated_fat"),
    sodium_mg: doublePrecision("sodium_mg"),
    date: localDate(),
    time: text("time"),
    /** The packaged food's barcode, when the entry came from a lookup or was entered for one. */
    barcode: text("barcode"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("food_entries_user_date_idx").on(t.user_id, t.date),
    // a scan looks for the user's own latest entry of a barcode before any product table
    index("food_entries_user_barcode_idx")
      .on(t.user_id, t.barcode, t.created_at)
      .where(sql`${t.barcode} is not null`),
  ],
);
export type FoodEntry = typeof foodEntries.$inferSelect;

/** Water drunk: one row a glass or bottle, on the user's local date. */
export const waterEntries = pgTable(
  "water_entries",
  {
    entry_id: uuid("entry_id").primaryKey().defaultRandom(),
    user_id: userId(),
    date: localDate(),
    time: text("time"),
    amount_ml: integer("amount_ml").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("water_entries_user_date_idx").on(t.user_id, t.date),
    // the API's bounds hold for every writer, an import of an edited export included
    check("water_entries_amount_ml_range", sql`${t.amount_ml} between 1 and 10000`),
  ],
);
export type WaterEntry = typeof waterEntries.$inferSelect;

export const dailyStats = pgTable(
  "daily_stats",
  {
    user_id: userId(),
    date: localDate(),
    steps: integer("steps").notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ name: "daily_stats_pk", columns: [t.user_id, t.date] })],
);

/** A household measure of a food: "1 medium (118 g)" weighs 118 g. */
export type ProductServing = { label: string; grams: number };

/**
 * Foods of the shared database: generic foods of the USDA's Standard Reference (loaded on
 * migration) and packaged foods by barcode (imported from Open Food Facts dumps or cached on
 * lookup). A packaged food's id is its barcode; a generic food's is its source and its id there.
 */
export const products = pgTable(
  "products",
  {
    product_id: text("product_id")
      .primaryKey()
      .generatedAlwaysAs(sql`coalesce(barcode, source || ':' || source_ref)`),
    barcode: text("barcode").unique(),
    /** The food's id in its source database when it has no barcode (SR28's NDB number). */
    source_ref: text("source_ref"),
    food_name: text("food_name").notNull(),
    brand: text("brand"),
    serving_size: text("serving_size"),
    /** "serving" when the figures are per serving, "100g" per 100 g, "100ml" per 100 ml (drinks). */
    basis: text("basis").notNull().default("100g"),
    /** Grams (or ml) in one serving, when known: lets a quantity scale the figures. */
    serving_quantity_g: doublePrecision("serving_quantity_g"),
    calories: doublePrecision("calories").notNull(),
    /** null when the product does not state it: unknown, not 0. */
    protein: doublePrecision("protein"),
    carbs: doublePrecision("carbs"),
    fat: doublePrecision("fat"),
    fiber: doublePrecision("fiber"),
    sugar: doublePrecision("sugar"),
    saturated_fat: doublePrecision("saturated_fat"),
    sodium_mg: doublePrecision("sodium_mg"),
    /** Household measures to log it in, besides grams. */
    servings: jsonb("servings").$type<ProductServing[]>(),
    /** Open Food Facts' ingredient and additive tags ("en:aspartame", "en:e621"); null when the data has none. */
    ingredients_tags: jsonb("ingredients_tags").$type<string[]>(),
    additives_tags: jsonb("additives_tags").$type<string[]>(),
    /** Lower-case words people type for it (name, common names, reordered), searched by trigram. */
    search_text: text("search_text"),
    source: text("source").notNull().default("off"),
    updated_at: updatedAt(),
  },
  (t) => [
    index("products_name_trgm_idx").using("gin", sql`${t.food_name} gin_trgm_ops`),
    index("products_search_trgm_idx")
      .using("gin", sql`${t.search_text} gin_trgm_ops`)
      .where(sql`${t.search_text} is not null`),
    check("products_id_present", sql`${t.barcode} is not null or ${t.source_ref} is not null`),
  ],
);

/** Nutrition facts of one serving, as a custom food, a recipe ingredient or a saved meal item holds them. */
export type NutritionSnapshot = {
  food_name: string;
  serving_size: string | null;
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
};

/** A user's own foods, with their nutrition per serving. */
export const customFoods = pgTable(
  "custom_foods",
  {
    food_id: uuid("food_id").primaryKey().defaultRandom(),
    user_id: userId(),
    food_name: text("food_name").notNull(),
    brand: text("brand"),
    serving_size: text("serving_size"),
    calories: doublePrecision("calories").notNull(),
    protein: doublePrecision("protein"),
    carbs: doublePrecision("carbs"),
    fat: doublePrecision("fat"),
    fiber: doublePrecision("fiber"),
    sugar: doublePrecision("sugar"),
    saturated_fat: doublePrecision("saturated_fat"),
    sodium_mg: doublePrecision("sodium_mg"),
    barcode: text("barcode"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("custom_foods_user_name_idx").on(t.user_id, t.food_name),
    index("custom_foods_user_barcode_idx")
      .on(t.user_id, t.barcode)
      .where(sql`${t.barcode} is not null`),
  ],
);
export type CustomFood = typeof customFoods.$inferSelect;

/**
 * One ingredient of a recipe: a reference to where it came from (a custom food or a product,
 * null for a typed one), the nutrition of ONE of its servings, and how many servings go in.
 */
export type RecipeIngredient = NutritionSnapshot & {
  food_id: string | null;
  product_id: string | null;
  amount: number;
};

/** A user's recipes: ingredients for `servings` servings. */
export const recipes = pgTable(
  "recipes",
  {
    recipe_id: uuid("recipe_id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    servings: doublePrecision("servings").notNull(),
    ingredients: jsonb("ingredients").$type<RecipeIngredient[]>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("recipes_user_name_idx").on(t.user_id, t.name),
    check("recipes_servings_positive", sql`${t.servings} > 0`),
  ],
);
export type Recipe = typeof recipes.$inferSelect;

/** One item of a saved meal: what its food entry held (figures for the whole entry). */
export type SavedMealItem = NutritionSnapshot & {
  quantity: number;
  unit: string;
  barcode: string | null;
};

/** Meals a user saved to log again in one step. */
export const savedMeals = pgTable(
  "saved_meals",
  {
    meal_id: uuid("meal_id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    /** The meal it was saved from; the default when it is logged again. */
    meal_type: text("meal_type"),
    items: jsonb("items").$type<SavedMealItem[]>().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("saved_meals_user_name_idx").on(t.user_id, t.name)],
);
export type SavedMeal = typeof savedMeals.$inferSelect;

// ── exercise ────────────────────────────────────────────────────────────────

export const exercises = pgTable(
  "exercises",
  {
    entry_id: uuid("entry_id").primaryKey().defaultRandom(),
    user_id: userId(),
    exercise_name: text("exercise_name").notNull(),
    duration_minutes: integer("duration_minutes").notNull(),
    calories_burned: doublePrecision("calories_burned"),
    calories_estimated: boolean("calories_estimated").notNull().default(false),
    exercise_type: text("exercise_type").notNull().default("cardio"),
    intensity: text("intensity"),
    date: localDate(),
    time: text("time"),
    notes: text("notes"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("exercises_user_date_idx").on(t.user_id, t.date)],
);

export const workoutPlans = pgTable(
  "workout_plans",
  {
    plan_id: uuid("plan_id").primaryKey().defaultRandom(),
    user_id: userId(),
    plan_name: text("plan_name").notNull(),
    plan_content: text("plan_content").notNull(),
    preferences: jsonb("preferences").notNull().default({}),
    source: text("source").notNull().default("basic"),
    created_at: createdAt(),
  },
  (t) => [index("workout_plans_user_created_idx").on(t.user_id, t.created_at)],
);

// ── health ──────────────────────────────────────────────────────────────────

export const migraines = pgTable(
  "migraines",
  {
    trigger_id: uuid("trigger_id").primaryKey().defaultRandom(),
    user_id: userId(),
    severity: integer("severity").notNull(),
    /** "migraine" or "headache" (another headache, lib/migraine/monthly-counts.ts): both are headache days. */
    kind: text("kind").$type<"migraine" | "headache">().notNull().default("migraine"),
    duration_hours: doublePrecision("duration_hours"),
    triggers: jsonb("triggers").$type<string[]>().notNull().default([]),
    symptoms: jsonb("symptoms").$type<string[]>().notNull().default([]),
    location: text("location"),
    treatment: text("treatment"),
    notes: text("notes"),
    date: localDate(),
    time: text("time"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("migraines_user_date_idx").on(t.user_id, t.date)],
);

/** The acute medications (of the user's own) taken for one migraine episode. */
export const migraineMedications = pgTable(
  "migraine_medications",
  {
    trigger_id: uuid("trigger_id")
      .notNull()
      .references(() => migraines.trigger_id, { onDelete: "cascade" }),
    medication_id: uuid("medication_id")
      .notNull()
      .references(() => medications.medication_id, { onDelete: "cascade" }),
    user_id: userId(),
  },
  (t) => [
    primaryKey({ columns: [t.trigger_id, t.medication_id] }),
    index("migraine_medications_user_idx").on(t.user_id),
    index("migraine_medications_medication_idx").on(t.medication_id),
  ],
);

/**
 * A factor the user suspects of bringing on their migraines (a factor key of
 * lib/health/factors/analysis.ts). Tested as a pre-specified hypothesis once it is old enough.
 */
export const suspectedTriggers = pgTable(
  "suspected_triggers",
  {
    suspicion_id: uuid("suspicion_id").primaryKey().defaultRandom(),
    user_id: userId(),
    factor_key: text("factor_key").notNull(),
    label: text("label").notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("suspected_triggers_user_key_idx").on(t.user_id, t.factor_key)],
);

/** A MIDAS or HIT-6 questionnaire the user took, with its answers and its score by the published rules. */
export const questionnaireResponses = pgTable(
  "questionnaire_responses",
  {
    response_id: uuid("response_id").primaryKey().defaultRandom(),
    user_id: userId(),
    /** "midas" or "hit6" (lib/migraine/retake.ts). */
    questionnaire: text("questionnaire").notNull(),
    /** The user's local day it was taken. */
    date: localDate(),
    answers: jsonb("answers").$type<Record<string, string | number>>().notNull(),
    score: integer("score").notNull(),
    /** MIDAS grade (I–IV) or HIT-6 band. */
    grade: text("grade").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("questionnaire_responses_user_date_idx").on(t.user_id, t.questionnaire, t.date)],
);

/** Where a user who consented to weather lives: a place chosen by name, kept as coordinates. */
export const weatherLocations = pgTable("weather_locations", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  place_name: text("place_name").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/** One day's weather at the user's place (Open-Meteo), fetched by the reminder job. */
export const weatherDays = pgTable(
  "weather_days",
  {
    user_id: userId(),
    date: localDate(),
    /** Mean sea-level pressure, daily mean (hPa). */
    pressure_hpa: doublePrecision("pressure_hpa"),
    /** pressure_hpa minus the day before's; null when either is unknown. */
    pressure_change_hpa: doublePrecision("pressure_change_hpa"),
    temperature_max_c: doublePrecision("temperature_max_c"),
    temperature_min_c: doublePrecision("temperature_min_c"),
    /** Relative humidity, daily mean (%). */
    humidity_pct: doublePrecision("humidity_pct"),
    fetched_at: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.date] })],
);

export const healthMetrics = pgTable(
  "health_metrics",
  {
    metric_id: uuid("metric_id").primaryKey().defaultRandom(),
    user_id: userId(),
    metric_type: text("metric_type").notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit"),
    notes: text("notes"),
    date: localDate(),
    time: text("time"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("health_metrics_user_date_idx").on(t.user_id, t.date)],
);

// ── medications ─────────────────────────────────────────────────────────────

export const medications = pgTable(
  "medications",
  {
    medication_id: uuid("medication_id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    dosage: text("dosage").notNull(),
    frequency: text("frequency").notNull().default("daily"),
    time: text("time"),
    notes: text("notes"),
    prescribed_by: text("prescribed_by"),
    status: text("status").notNull().default("active"),
    /** The acute headache class (lib/migraine/acute-classes.ts) when taken for a headache; null otherwise. */
    acute_class: text("acute_class"),
    /** The day a preventive treatment was started, when the user marks it as one; null otherwise. */
    preventive_start: date("preventive_start", { mode: "string" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("medications_user_idx").on(t.user_id)],
);

export const medicationDoses = pgTable(
  "medication_doses",
  {
    dose_id: uuid("dose_id").primaryKey().defaultRandom(),
    user_id: userId(),
    medication_id: uuid("medication_id")
      .notNull()
      .references(() => medications.medication_id, { onDelete: "cascade" }),
    date: localDate(),
    /** The scheduled time of day (HH:MM) this dose belongs to. */
    time: text("time").notNull(),
    status: text("status").notNull(),
    taken_at: timestamp("taken_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index("medication_doses_user_date_idx").on(t.user_id, t.date),
    uniqueIndex("medication_doses_slot_idx").on(t.medication_id, t.date, t.time),
  ],
);

/** How and when a user wants to be reminded of doses. */
export const reminderSettings = pgTable("reminder_settings", {
  user_id: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  push: boolean("push").notNull().default(true),
  email_missed: boolean("email_missed").notNull().default(false),
  /** A push notification (not an email) for a missed dose, to the devices with push. */
  push_missed: boolean("push_missed").notNull().default(false),
  sms: boolean("sms").notNull().default(false),
  remind_before_minutes: integer("remind_before_minutes").notNull().default(15),
  updated_at: updatedAt(),
});

/** Reminders already sent: one row per dose and kind, so a job run twice sends once. */
export const medicationReminders = pgTable(
  "medication_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    medication_id: uuid("medication_id")
      .notNull()
      .references(() => medications.medication_id, { onDelete: "cascade" }),
    date: localDate(),
    time: text("time").notNull(),
    /** "upcoming" (before the dose) or "missed". */
    kind: text("kind").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("medication_reminders_user_date_idx").on(t.user_id, t.date),
    uniqueIndex("medication_reminders_once_idx").on(t.medication_id, t.date, t.time, t.kind),
  ],
);

/** A dose reminder snoozed from its notification: pushed again at `remind_at`, once. */
export const reminderSnoozes = pgTable(
  "reminder_snoozes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    medication_id: uuid("medication_id")
      .notNull()
      .references(() => medications.medication_id, { onDelete: "cascade" }),
    date: localDate(),
    time: text("time").notNull(),
    remind_at: timestamp("remind_at", { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("reminder_snoozes_remind_at_idx").on(t.remind_at),
    uniqueIndex("reminder_snoozes_dose_idx").on(t.medication_id, t.date, t.time),
  ],
);

/**
 * A browser's Web Push subscription (one per device and browser profile). The endpoint is
 * the push service's address for that browser: unique, and bound to whoever subscribed last.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url) that encrypt each message. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    user_agent: text("user_agent"),
    created_at: createdAt(),
    /** The last message the push service accepted. */
    last_success_at: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.user_id)],
);

// ── journal ─────────────────────────────────────────────────────────────────

export const journalEntries = pgTable(
  "journal_entries",
  {
    entry_id: uuid("entry_id").primaryKey().defaultRandom(),
    user_id: userId(),
    date: localDate(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    // null: the slider was left untouched ("not set"), so no rating is stored for it
    mood: integer("mood"),
    energy: integer("energy"),
    stress: integer("stress"),
    sleep: integer("sleep"),
    gratitude: text("gratitude"),
    goals: text("goals"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("journal_entries_user_date_idx").on(t.user_id, t.date)],
);

// ── reports ─────────────────────────────────────────────────────────────────

/** Reports emailed to a provider: who sent which report to whom and when, never its contents. */
export const reportEmails = pgTable(
  "report_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: userId(),
    recipient: text("recipient").notNull(),
    report: text("report").notNull(),
    period_days: integer("period_days").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("report_emails_user_sent_idx").on(t.user_id, t.sent_at)],
);

// ── billing ─────────────────────────────────────────────────────────────────

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    session_id: text("session_id").primaryKey(),
    user_id: userId(),
    plan: text("plan").notNull(),
    status: text("status").notNull().default("open"),
    payment_status: text("payment_status").notNull().default("unpaid"),
    amount_total: integer("amount_total"),
    currency: text("currency"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.user_id, t.created_at)],
);

/** Stripe event ids already applied: a webhook delivered twice changes nothing twice. */
export const stripeEvents = pgTable("stripe_events", {
  event_id: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processed_at: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── imports from other apps ─────────────────────────────────────────────────

/** Counts of one kind of record in an import: expected from the preview, then what became of them. */
export type ImportKindCounts = {
  expected: number;
  imported: number;
  present: number;
  refused: number;
  reasons: { reason: string; count: number }[];
};

/**
 * An import of another app's export. The browser reads the files and sends the records; the
 * row keeps how far it got (chunks sent) and the counts per kind, so the user can leave the
 * page and come back to the progress or the result, and an interrupted import resumes.
 */
export const imports = pgTable(
  "imports",
  {
    import_id: uuid("import_id").primaryKey().defaultRandom(),
    user_id: userId(),
    source: text("source").notNull(),
    files: jsonb("files").$type<{ name: string; size: number }[]>().notNull(),
    /** Names, sizes and modification times of the picked files: the same pick resumes this import. */
    fingerprint: text("fingerprint").notNull(),
    status: text("status").notNull().default("running"),
    kinds: jsonb("kinds").$type<Record<string, ImportKindCounts>>().notNull(),
    chunks_done: integer("chunks_done").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("imports_user_created_idx").on(t.user_id, t.created_at),
    check("imports_status_check", sql`${t.status} in ('running', 'done', 'cancelled')`),
  ],
);
export type ImportRow = typeof imports.$inferSelect;

/** A saved column mapping of the CSV importer, reused for the next file of the same layout. */
export const importMappings = pgTable(
  "import_mappings",
  {
    mapping_id: uuid("mapping_id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    mapping: jsonb("mapping").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("import_mappings_user_idx").on(t.user_id, t.created_at)],
);

// ── sharing ─────────────────────────────────────────────────────────────────

/** A Pro subscriber's family: the owner and up to three members, who have Pro while in it. */
export const families = pgTable("families", {
  family_id: uuid("family_id").primaryKey().defaultRandom(),
  owner_id: uuid("owner_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  created_at: createdAt(),
});

/** Who is in a family, the owner included; a user belongs to one family at most. */
export const familyMembers = pgTable(
  "family_members",
  {
    user_id: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    family_id: uuid("family_id")
      .notNull()
      .references(() => families.family_id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    joined_at: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("family_members_family_idx").on(t.family_id),
    check("family_members_role_check", sql`${t.role} in ('owner', 'member')`),
  ],
);

/** An emailed invitation: only the token's SHA-256 is kept; single use, 7 days. */
export const familyInvitations = pgTable(
  "family_invitations",
  {
    invitation_id: uuid("invitation_id").primaryKey().defaultRandom(),
    family_id: uuid("family_id")
      .notNull()
      .references(() => families.family_id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_by: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("family_invitations_family_idx").on(t.family_id)],
);

/**
 * What one member (`user_id`) lets another (`viewer_id`) view, read-only. No row: nothing.
 * `missed_dose_minutes` is the viewer's own caregiver alert on that member's doses (null: off).
 */
export const familyAccess = pgTable(
  "family_access",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewer_id: uuid("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    areas: text("areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    missed_dose_minutes: integer("missed_dose_minutes"),
    /** When the viewer's alert was turned on or its minutes changed: it covers doses due after. */
    alert_since: timestamp("alert_since", { withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.viewer_id] }), index("family_access_viewer_idx").on(t.viewer_id)],
);

/** Caregiver alerts already sent: one per viewer and dose, so a job run twice sends once. */
export const caregiverAlerts = pgTable(
  "caregiver_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    viewer_id: uuid("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medication_id: uuid("medication_id")
      .notNull()
      .references(() => medications.medication_id, { onDelete: "cascade" }),
    date: localDate(),
    time: text("time").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("caregiver_alerts_viewer_date_idx").on(t.viewer_id, t.date),
    uniqueIndex("caregiver_alerts_once_idx").on(t.viewer_id, t.medication_id, t.date, t.time),
  ],
);

/**
 * A read-only link for a doctor (`/share/{token}`): only the token's SHA-256 is kept, and a
 * PIN's hash when one is set. Revoking keeps the row (its access log stays readable).
 */
export const shares = pgTable(
  "shares",
  {
    share_id: uuid("share_id").primaryKey().defaultRandom(),
    user_id: userId(),
    name: text("name").notNull(),
    email: text("email"),
    areas: text("areas").array().notNull(),
    token_hash: text("token_hash").notNull().unique(),
    pin_hash: text("pin_hash"),
    pin_failures: integer("pin_failures").notNull().default(0),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [index("shares_user_created_idx").on(t.user_id, t.created_at)],
);

/** Every view and download of a share, for its owner to read. */
export const shareAccessLog = pgTable(
  "share_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    share_id: uuid("share_id")
      .notNull()
      .references(() => shares.share_id, { onDelete: "cascade" }),
    /** "view", "report_pdf", "fhir" or "pin_refused". */
    action: text("action").notNull(),
    ip: text("ip"),
    user_agent: text("user_agent"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("share_access_log_share_at_idx").on(t.share_id, t.at)],
);
