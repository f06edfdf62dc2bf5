/**
 * The fuzz entry of every route file under app/api: how to reach it, valid bodies and
 * queries to mutate, where its path ids come from, and the response fields the REST contract
 * and docs/ document for it. tests/fuzz/coverage
 * fails when a route file or an exported method has no entry here.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
export const HTTP_METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];

export type MethodFuzz = {
  /** Valid JSON bodies to mutate (the method reads a JSON body). */
  body?: Record<string, unknown>[];
  /** Valid query strings to mutate. */
  query?: Record<string, string>[];
  /** A method that reads no JSON (multipart or binary): garbage of every kind still goes in. */
  raw?: true;
  /** Share of the request budget (default 1). Slow answers (PDF, zip) get less. */
  weight?: number;
};

export type IdSource = {
  param: string;
  /** The user's rows whose ids are the real values: [table, id column]. */
  table?: [string, string];
  /** Real values that are not rows (e.g. report kinds). */
  fixed?: string[];
};

export type RouteFuzz = {
  path: string;
  /** "user": fuzzed as the signed-in user (and unauthenticated); "public": anyone; "own": a file of its own. */
  kind: "user" | "public" | "own";
  id?: IdSource;
  methods: Partial<Record<HttpMethod, MethodFuzz>>;
  /** Keys a successful JSON answer may hold, at any depth. */
  fields: readonly string[];
  /** Keys whose values are the user's own free-form JSON (not inspected). */
  opaque?: readonly string[];
  /** When a 503 is the documented answer in the fuzz setup (a dependency deliberately unconfigured). */
  unavailable?: string;
  /**
   * Keys an error body may carry beside `detail`. Only scan-barcode: its 400 and 404 also
   * answer `success: false, product: null, message` (the original client reads `message`).
   */
  errorExtras?: readonly string[];
  /** Tables a refused request may change, and why (e.g. the login throttle records failures). */
  mayChangeOnRefusal?: readonly string[];
  /** The answer's `results` are answers of their own (a batch's items): none of them may be a 5xx either. */
  results?: true;
};

const IMPORT_FIELDS = [
  "imports",
  "import_id",
  "source",
  "files",
  "name",
  "size",
  "fingerprint",
  "status",
  "interrupted",
  "kinds",
  "chunks_done",
  "created_at",
  "updated_at",
] as const;

const USER = [
  "id",
  "email",
  "name",
  "age",
  "gender",
  "height_cm",
  "current_weight_kg",
  "goal_weight_kg",
  "daily_calories_goal",
  "calorie_goal_custom",
  "activity_level",
  "use_imperial",
  "weekly_workout_goal",
  "water_target_ml",
  "fiber_target_g",
  "sugar_target_g",
  "saturated_fat_target_g",
  "sodium_target_mg",
  "time_zone",
  "subscription_status",
  "subscription_plan",
  "subscription_end_date",
  "email_verified",
  "is_active",
  "theme",
  "welcome_dismissed",
  "created_at",
  "family_plan",
  "owner_name",
] as const;
const FAMILY = [
  "family",
  "family_id",
  "role",
  "owner",
  "user_id",
  "name",
  "email",
  "members",
  "joined_at",
  "they_share",
  "i_share",
  "missed_dose_minutes",
  "invitations",
  "invitation_id",
  "expires_at",
  "seats",
] as const;
const AUTH = ["access_token", "token_type", "user", ...USER] as const;
const DETAIL = ["detail"] as const;
const QUESTIONNAIRE_ANSWERS = [
  "missed_work_school",
  "reduced_work_school",
  "missed_household",
  "reduced_household",
  "missed_family_social",
  "headache_days",
  "pain",
  "pain_severe",
  "limits_activities",
  "lie_down",
  "too_tired",
  "fed_up",
  "concentration",
] as const;
const QUESTIONNAIRE_RESPONSE = [
  "response_id",
  "questionnaire",
  "date",
  "score",
  "grade",
  "grade_label",
  "answers",
  "next_due",
  "created_at",
  ...QUESTIONNAIRE_ANSWERS,
] as const;
const QUESTIONNAIRE_OVERVIEW = [
  "midas",
  "hit6",
  "latest",
  "due",
  "due_on",
  "history",
  ...QUESTIONNAIRE_RESPONSE,
] as const;
const SUSPICION = ["suspicion_id", "factor_key", "label", "kind", "since", "created_at"] as const;
const SHARE = [
  "shares",
  "share_id",
  "name",
  "email",
  "areas",
  "created_at",
  "expires_at",
  "revoked_at",
  "has_pin",
  "locked",
  "status",
  "last_viewed_at",
  "views",
  "url",
  "pin",
  "emailed",
] as const;
const FOOD = [
  "entry_id",
  "food_name",
  "calories",
  "meal_type",
  "serving_size",
  "quantity",
  "unit",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "saturated_fat",
  "sodium_mg",
  "time",
  "date",
  "created_at",
] as const;
const SAVED_MEAL = ["meal_id", "name", "meal_type", "items", "totals", "created_at", ...FOOD, "barcode"] as const;
const EXERCISE = [
  "entry_id",
  "exercise_name",
  "duration_minutes",
  "calories_burned",
  "calories_estimated",
  "exercise_type",
  "intensity",
  "date",
  "time",
  "notes",
  "created_at",
] as const;
const MIGRAINE = [
  "trigger_id",
  "kind",
  "severity",
  "duration_hours",
  "triggers",
  "symptoms",
  "location",
  "treatment",
  "notes",
  "date",
  "time",
  "acute_medication_ids",
  "acute_medications",
  "medication_id",
  "name",
  "acute_class",
  "created_at",
] as const;
const METRIC = ["metric_id", "metric_type", "value", "unit", "notes", "date", "time", "created_at"] as const;
const MEDICATION = [
  "medication_id",
  "name",
  "dosage",
  "frequency",
  "time",
  "notes",
  "prescribed_by",
  "status",
  "acute_class",
  "preventive_start",
  "created_at",
] as const;
const DOSE = ["dose_id", "medication_id", "date", "time", "status", "taken_at", "created_at"] as const;
const JOURNAL = [
  "entry_id",
  "date",
  "title",
  "content",
  "mood",
  "energy",
  "stress",
  "sleep",
  "gratitude",
  "goals",
  "tags",
  "created_at",
  "updated_at",
] as const;
const DAILY = [
  "date",
  "steps",
  "calories_consumed",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "saturated_fat",
  "sodium_mg",
  "salt_g",
  "entry_count",
  "unknown_entries",
  "calories_burned",
  "net_calories",
] as const;
const WATER = ["entry_id", "date", "time", "amount_ml"] as const;
const WATER_DAY = ["date", "total_ml", "target_ml", "entries", ...WATER] as const;
const NUTRITION = ["calories", "protein", "carbs", "fat", "fiber", "sugar", "saturated_fat", "sodium_mg"] as const;
const CUSTOM_FOOD = ["food_id", "food_name", "brand", "serving_size", ...NUTRITION, "barcode"] as const;
const INGREDIENT = ["food_id", "product_id", "food_name", "serving_size", ...NUTRITION, "amount"] as const;
const RECIPE = ["recipe_id", "name", "servings", "ingredients", "totals", "per_serving", ...INGREDIENT] as const;
const PLAN = ["plan_id", "plan_name", "plan_content", "preferences", "source", "created_at"] as const;
const PREFS = [
  "fitnessGoals",
  "currentFitnessLevel",
  "workoutFrequency",
  "availableDays",
  "workoutDuration",
  "preferredTypes",
  "injuries",
  "equipment",
] as const;
const REMINDERS = ["push", "email_missed", "push_missed", "sms", "remind_before_minutes"] as const;
/** A browser's subscription: a P-256 public key and a 16-byte auth secret (base64url). */
const PUSH_ENDPOINT = "https://push.example.net/send/fuzz";
const PUSH_KEYS = {
  p256dh: "BISxa6BwDjRI0DgelYmhCBurD3tlYP6MYao5RC4G4cNEzdxqkHQZSwO0xorWTEzEkAueovdRpoxobZe_JqDS5dc",
  auth: "buItGc5AXQCBA_aH5y4Jhw",
};

const food = {
  food_name: "Porridge",
  calories: 320,
  meal_type: "breakfast",
  serving_size: "1 bowl",
  protein: 10,
  carbs: 50,
  fat: 6,
};
const exercise = {
  exercise_name: "Running",
  duration_minutes: 30,
  calories_burned: 250,
  exercise_type: "cardio",
  date: "2026-11-20",
  notes: "park",
};
const migraine = {
  severity: 6,
  duration_hours: 2.5,
  triggers: ["Stress"],
  symptoms: ["Nausea"],
  location: "left temple",
  treatment: "rest",
  notes: "n",
  date: "2026-11-20",
  time: "08:30",
};
const metric = { metric_type: "heart_rate", value: 64, unit: "bpm", notes: "rest", date: "2026-11-20", time: "07:00" };
const medication = {
  name: "Ibuprofen",
  dosage: "200 mg",
  frequency: "daily",
  time: "08:00",
  notes: "",
  prescribed_by: "Dr Lee",
  status: "active",
};
const journal = {
  date: "2026-11-20",
  title: "Day",
  content: "Fine.",
  mood: 7,
  energy: 6,
  stress: 4,
  sleep: 8,
  gratitude: "sun",
  goals: "walk",
  tags: ["calm"],
};
const preferences = {
  fitnessGoals: "Get fit",
  currentFitnessLevel: "beginner",
  workoutFrequency: 3,
  availableDays: ["Monday", "Thursday"],
  workoutDuration: 30,
};
const profile = {
  name: "Alex Doe",
  email: "fuzz-profile@example.com",
  age: 34,
  gender: "female",
  height_cm: 168,
  current_weight_kg: 70,
  goal_weight_kg: 65,
  activity_level: "moderately_active",
  use_imperial: false,
};
const registration = {
  ...profile,
  email: "fuzz-new@example.com",
  password: "correct-horse",
  time_zone: "Europe/Berlin",
};
const dateQuery: Record<string, string>[] = [{}, { date_param: "2026-11-20" }];
const listQuery: Record<string, string>[] = [
  {},
  { date_param: "2026-11-20" },
  { limit: "5" },
  { date_param: "2026-11-20", limit: "500" },
];

/** What a password sign-in answers for an account with two factors. */
const SECOND_STEP = ["mfa_required", "mfa_token", "methods"] as const;
const PASSKEY = ["passkey_id", "name", "created_at", "last_used_at", "backed_up"] as const;
const TWO_FACTOR_STATUS = ["enabled", "totp_enabled", "passkeys", "recovery_codes_left", ...PASSKEY] as const;
/** A well-formed sign-in token that names no sign-in. */
const FUZZ_MFA_TOKEN = "fuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuzzfuz";
/** Shaped like a browser's passkey answers, signed by nothing. */
const PASSKEY_ASSERTION = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  rawId: "AAAAAAAAAAAAAAAAAAAAAA",
  type: "public-key",
  response: {
    clientDataJSON:
      "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiZnV6eiIsIm9yaWdpbiI6Imh0dHA6Ly9sb2NhbGhvc3Q6MzAwMCJ9",
    authenticatorData: "SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ",
    signature: "MEUCIQDfuzz",
  },
  clientExtensionResults: {},
};
const PASSKEY_ATTESTATION = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  rawId: "AAAAAAAAAAAAAAAAAAAAAA",
  type: "public-key",
  response: {
    clientDataJSON:
      "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoiZnV6eiIsIm9yaWdpbiI6Imh0dHA6Ly9sb2NhbGhvc3Q6MzAwMCJ9",
    attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVgl",
    transports: ["internal"],
  },
  clientExtensionResults: {},
};

export const ROUTES: Record<string, RouteFuzz> = {
  "account-activity/route.ts": {
    path: "/api/account-activity",
    kind: "user",
    methods: { GET: { query: [{}, { limit: "5" }, { before: "1000", limit: "20" }] } },
    fields: ["events", "next_before", "event_id", "kind", "ip", "device", "detail", "created_at"],
    opaque: ["detail"],
  },
  "analyze-food-image/route.ts": {
    path: "/api/analyze-food-image",
    kind: "user",
    methods: { POST: { raw: true } },
    fields: [
      "success",
      "analysis",
      "message",
      "food_name",
      "estimated_calories",
      "serving_size",
      "confidence",
      "meal_suggestion",
      "description",
    ],
    unavailable: "AI is not configured (no OPENAI_API_KEY): docs/deploy.md, 503 on photo analysis",
  },
  "auth/[...nextauth]/route.ts": {
    path: "/api/auth/{nextauth}",
    kind: "own",
    methods: { GET: {}, POST: {} },
    fields: [],
  },
  "batch/route.ts": {
    path: "/api/batch",
    kind: "user",
    methods: {
      POST: {
        body: [
          {
            items: [
              { kind: "food_entry", body: { food_name: "Fuzz oats", calories: 150 } },
              { kind: "exercise", body: { exercise_name: "Fuzz walk", duration_minutes: 20 } },
              { kind: "health_metric", body: { metric_type: "heart_rate", value: 62 } },
              { kind: "migraine", body: { severity: 3, date: "2026-11-20" } },
            ],
          },
          {
            items: [
              { kind: "journal_entry", body: { content: "Fuzz", mood: 6, date: "2026-11-18" } },
              {
                kind: "medication_dose",
                body: {
                  medication_id: "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4",
                  date: "2026-11-20",
                  time: "08:00",
                  status: "taken",
                },
              },
              { kind: "water", body: { amount_ml: 250, time: "10:00" } },
            ],
          },
        ],
      },
    },
    fields: ["results", "status", "id", "detail"],
    results: true,
  },
  "billing-portal/route.ts": {
    path: "/api/billing-portal",
    kind: "user",
    methods: { POST: {} },
    fields: ["url"],
    unavailable: "Stripe is not configured: docs/deploy.md, payments answer 503",
  },
  "calendar-data/route.ts": {
    path: "/api/calendar-data",
    kind: "user",
    methods: { GET: { query: [{}, { month: "2026-11" }, { month: "2026-02" }] } },
    fields: [
      "month",
      "food_entries",
      "exercises",
      "health_metrics",
      "journal_entries",
      "migraines",
      "daily_stats",
      "water",
      "total_ml",
      ...FOOD,
      ...EXERCISE,
      ...METRIC,
      ...JOURNAL,
      ...MIGRAINE,
      ...DAILY,
    ],
  },
  "change-password/route.ts": {
    path: "/api/change-password",
    kind: "user",
    methods: { POST: { body: [{ current_password: "correct-horse", new_password: "correct-horse" }] } },
    fields: DETAIL,
    // the current password is checked like a login: the throttle records each check
    mayChangeOnRefusal: ["login_attempts"],
  },
  "checkout-status/[session_id]/route.ts": {
    path: "/api/checkout-status/{session_id}",
    kind: "user",
    id: { param: "session_id", fixed: ["cs_test_fuzz"] },
    methods: { GET: {} },
    fields: ["payment_status", "status", "amount_total", "currency", "session_id"],
    unavailable: "Stripe is not configured: docs/deploy.md, payments answer 503",
  },
  "create-checkout-session/route.ts": {
    path: "/api/create-checkout-session",
    kind: "user",
    methods: {
      POST: {
        body: [
          { plan_name: "premium", origin_url: "http://localhost:3000" },
          { plan_name: "pro", origin_url: "http://localhost:3000" },
        ],
      },
    },
    fields: ["checkout_url", "session_id"],
    unavailable: 'Stripe is not configured: docs/deploy.md, "Payments are not configured." 503',
  },
  "cron/reminders/route.ts": {
    path: "/api/cron/reminders",
    kind: "own",
    methods: { GET: {} },
    fields: ["upcoming", "missed", "caregiver", "failed"],
    unavailable: "CRON_SECRET is unset: docs/deploy.md, the cron route answers 503",
  },
  "family/members/[user_id]/alerts/route.ts": {
    path: "/api/family/members/{user_id}/alerts",
    kind: "user",
    // ["family_access", "user_id"]: "mine" is the caller's own id (never a member the caller
    // watches: 404); "other" is the member who shares medications with the caller (200)
    id: { param: "user_id", table: ["family_access", "user_id"] },
    methods: { PUT: { body: [{ missed_dose_minutes: 60 }, { missed_dose_minutes: null }] } },
    fields: ["missed_dose_minutes"],
  },
  "daily-stats/route.ts": {
    path: "/api/daily-stats",
    kind: "user",
    methods: { GET: { query: dateQuery }, PUT: { body: [{ steps: 8000 }, { steps: 0, date: "2026-11-20" }] } },
    fields: DAILY,
  },
  "delete-account/route.ts": {
    path: "/api/delete-account",
    kind: "own",
    methods: { DELETE: { body: [{ current_password: "correct-horse" }] } },
    fields: DETAIL,
    // the current password is checked like a login: the throttle records each check
    mayChangeOnRefusal: ["login_attempts"],
  },
  "exercises/[entry_id]/route.ts": {
    path: "/api/exercises/{entry_id}",
    kind: "user",
    id: { param: "entry_id", table: ["exercises", "entry_id"] },
    methods: { PUT: { body: [exercise, { ...exercise, calories_burned: null, intensity: "high" }] }, DELETE: {} },
    fields: EXERCISE,
  },
  "exercises/route.ts": {
    path: "/api/exercises",
    kind: "user",
    methods: {
      GET: { query: dateQuery },
      POST: { body: [exercise, { exercise_name: "Yoga", duration_minutes: 20, intensity: "light" }] },
    },
    fields: EXERCISE,
  },
  "export/data/route.ts": {
    path: "/api/export/data",
    kind: "user",
    methods: {
      GET: {
        query: [{ format: "csv" }, { format: "pdf" }, { format: "medical", days: "30" }, { format: "fhir" }],
        weight: 0.3,
      },
    },
    fields: [],
  },
  "food-entries/[entry_id]/route.ts": {
    path: "/api/food-entries/{entry_id}",
    kind: "user",
    id: { param: "entry_id", table: ["food_entries", "entry_id"] },
    methods: {
      PUT: {
        body: [
          { food_name: "Toast", quantity: 2, unit: "slice", calories: 180, meal_type: "breakfast" },
          { calories: 10 },
        ],
      },
      DELETE: {},
    },
    fields: [...FOOD, ...DETAIL],
  },
  "meals/route.ts": {
    path: "/api/meals",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { name: "Usual breakfast", meal_type: "breakfast" },
          { name: "Old lunch", meal_type: "breakfast", date: "2026-11-19" },
          { name: "Snack", meal_type: "snack", items: [food, { food_name: "Tea", calories: 2, fiber: null }] },
        ],
      },
    },
    fields: SAVED_MEAL,
  },
  "meals/[meal_id]/route.ts": {
    path: "/api/meals/{meal_id}",
    kind: "user",
    id: { param: "meal_id", table: ["saved_meals", "meal_id"] },
    methods: {
      PUT: { body: [{ name: "Renamed" }, { meal_type: null }, { name: "Dinner", meal_type: "dinner" }] },
      DELETE: {},
    },
    fields: [...SAVED_MEAL, ...DETAIL],
  },
  "meals/[meal_id]/log/route.ts": {
    path: "/api/meals/{meal_id}/log",
    kind: "user",
    id: { param: "meal_id", table: ["saved_meals", "meal_id"] },
    methods: { POST: { body: [{}, { meal_type: "lunch", date: "2026-11-20" }] } },
    fields: FOOD,
  },
  "food-entries/copy/route.ts": {
    path: "/api/food-entries/copy",
    kind: "user",
    methods: {
      POST: {
        body: [
          { from_date: "2026-11-19", meal_type: "breakfast" },
          { from_date: "2026-11-19", to_date: "2026-11-20", meal_type: "breakfast" },
        ],
      },
    },
    fields: FOOD,
  },
  "water/route.ts": {
    path: "/api/water",
    kind: "user",
    methods: {
      GET: { query: dateQuery },
      POST: { body: [{ amount_ml: 250 }, { amount_ml: 500, date: "2026-11-20", time: "10:00" }] },
    },
    fields: [...WATER_DAY],
  },
  "water/[entry_id]/route.ts": {
    path: "/api/water/{entry_id}",
    kind: "user",
    id: { param: "entry_id", table: ["water_entries", "entry_id"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "foods/route.ts": {
    path: "/api/foods",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { food_name: "Granola", calories: 270 },
          {
            food_name: "Shake",
            brand: "Home",
            serving_size: "1 glass",
            calories: 180,
            protein: 25,
            carbs: 9,
            fat: 4,
            fiber: 1,
            sugar: 6,
            saturated_fat: 1,
            sodium_mg: 120,
            barcode: "036000291452",
          },
        ],
      },
    },
    fields: CUSTOM_FOOD,
  },
  "foods/[food_id]/route.ts": {
    path: "/api/foods/{food_id}",
    kind: "user",
    id: { param: "food_id", table: ["custom_foods", "food_id"] },
    methods: {
      PUT: {
        body: [
          { calories: 150, sugar: null },
          { food_name: "Renamed", brand: "" },
        ],
      },
      DELETE: {},
    },
    fields: [...CUSTOM_FOOD, ...DETAIL],
  },
  "recipes/route.ts": {
    path: "/api/recipes",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { name: "Porridge", servings: 2, ingredients: [{ food_name: "Oats", calories: 150, amount: 2 }] },
          {
            name: "Tea",
            servings: 1,
            ingredients: [
              { food_name: "Honey", serving_size: "1 tsp", calories: 21, protein: 0, carbs: 6, fat: 0, amount: 1 },
              { product_id: "usda-sr28:09040", amount: 1 },
            ],
          },
        ],
      },
    },
    fields: RECIPE,
  },
  "recipes/preview/route.ts": {
    path: "/api/recipes/preview",
    kind: "user",
    methods: { POST: { body: [{ servings: 2, ingredients: [{ food_name: "Oats", calories: 150, amount: 2 }] }] } },
    fields: RECIPE,
  },
  "recipes/[recipe_id]/route.ts": {
    path: "/api/recipes/{recipe_id}",
    kind: "user",
    id: { param: "recipe_id", table: ["recipes", "recipe_id"] },
    methods: {
      PUT: {
        body: [
          { name: "Soup", servings: 4, ingredients: [{ food_name: "Stock", calories: 15, sodium_mg: 800, amount: 1 }] },
        ],
      },
      DELETE: {},
    },
    fields: [...RECIPE, ...DETAIL],
  },
  "recipes/[recipe_id]/log/route.ts": {
    path: "/api/recipes/{recipe_id}/log",
    kind: "user",
    id: { param: "recipe_id", table: ["recipes", "recipe_id"] },
    methods: { POST: { body: [{ servings: 1 }, { servings: 2, meal_type: "lunch", date: "2026-11-20" }] } },
    fields: ["entries", ...FOOD, ...NUTRITION],
  },
  "food-entries/route.ts": {
    path: "/api/food-entries",
    kind: "user",
    methods: {
      GET: { query: dateQuery },
      POST: {
        body: [
          food,
          { food_name: "Apple", calories: 52, date: "2026-11-20", time: "10:00", quantity: 1, unit: "piece" },
        ],
      },
    },
    fields: FOOD,
  },
  "food-search/route.ts": {
    path: "/api/food-search",
    kind: "user",
    methods: { GET: { query: [{ q: "porridge" }, { q: "ap" }, { q: "chicken br" }] } },
    fields: [
      "results",
      "source",
      "id",
      "barcode",
      "food_name",
      "brand",
      "serving_size",
      "calories",
      "protein",
      "carbs",
      "fat",
      "fiber",
      "sugar",
      "saturated_fat",
      "sodium_mg",
      "quantity",
      "unit",
      "meal_type",
      "servings",
      "label",
      "grams",
      "per_100g",
    ],
  },
  "generate-workout-plan/route.ts": {
    path: "/api/generate-workout-plan",
    kind: "user",
    methods: {
      POST: {
        body: [
          { user_preferences: preferences, mode: "basic" },
          { prompt: "short", user_preferences: preferences },
        ],
      },
    },
    fields: ["status", "workout_plan", "plan_name", "plan_content", "preferences", "source", "message"],
    opaque: ["preferences"],
  },
  "health-metrics/[metric_id]/route.ts": {
    path: "/api/health-metrics/{metric_id}",
    kind: "user",
    id: { param: "metric_id", table: ["health_metrics", "metric_id"] },
    methods: { PUT: { body: [metric, { ...metric, metric_type: "weight", value: 150, unit: "lbs" }] }, DELETE: {} },
    fields: [...METRIC, ...DETAIL],
  },
  "health-metrics/route.ts": {
    path: "/api/health-metrics",
    kind: "user",
    methods: {
      GET: { query: listQuery },
      POST: {
        body: [metric, { metric_type: "weight", value: 70 }, { metric_type: "glucose", value: 5.5, unit: "mmol/L" }],
      },
    },
    fields: METRIC,
  },
  "health-reports/[kind]/route.ts": {
    path: "/api/health-reports/{kind}",
    kind: "user",
    id: { param: "kind", fixed: ["monthly", "migraines", "mood", "medications"] },
    methods: { GET: { weight: 0.3 } },
    fields: [],
  },
  "health/route.ts": { path: "/api/health", kind: "public", methods: { GET: { query: [{}] } }, fields: ["status"] },
  "import/route.ts": {
    path: "/api/import",
    kind: "user",
    methods: { POST: { raw: true } },
    fields: ["imported"],
    opaque: ["imported"],
  },
  "insights/route.ts": {
    path: "/api/insights",
    kind: "user",
    methods: { GET: { weight: 0.5 } },
    fields: [
      "healthScore",
      "scoreGate",
      "ready",
      "daysWithData",
      "daysSinceSignUp",
      "weeklyTrend",
      "streakDays",
      "topCategory",
      "empty",
      "breakdown",
      "notScored",
      "trendReason",
      "goals",
      "recommendations",
    ],
    opaque: ["breakdown", "notScored", "trendReason", "goals", "recommendations"],
  },
  "insights/summary/route.ts": {
    path: "/api/insights/summary",
    kind: "user",
    methods: { POST: { weight: 0.5 } },
    fields: ["summary"],
    unavailable: 'AI is not configured: docs/deploy.md, "503 without AI"',
  },
  "migraine-insights/route.ts": {
    path: "/api/migraine-insights",
    kind: "user",
    methods: { GET: { query: [{}, { months: "3" }, { months: "24" }], weight: 0.5 } },
    fields: [
      "months",
      "today",
      "monthly",
      "current_month",
      "month",
      "headache_days",
      "migraine_days",
      "acute_medication_days",
      "any_acute_medication_days",
      "triptan",
      "simple_analgesic",
      "combination_analgesic",
      "opioid",
      "ergot",
      "gepant",
      "other",
      "medication_overuse",
      "flagged",
      "class",
      "classes",
      "average_days_per_month",
      "counts",
      "days_by_class",
      "multiple_class_days",
      "counted_days",
      "midas",
      "hit6",
      "date",
      "score",
      "grade",
      "label",
      "due_on",
      "due",
      "preventives",
      "medication_id",
      "name",
      "dosage",
      "medication_status",
      "start_date",
      "before",
      "after",
      "average_per_month",
      "covered",
      "status",
      "reduction_percent",
      "responder",
      "factors",
      "days_of_data",
      "enough_data",
      "comparisons",
      "results",
      "joint",
      "window_days",
    ],
    opaque: ["results", "joint"],
  },
  "journal-entries/[entry_id]/route.ts": {
    path: "/api/journal-entries/{entry_id}",
    kind: "user",
    id: { param: "entry_id", table: ["journal_entries", "entry_id"] },
    methods: { PUT: { body: [journal, { content: "x" }] }, DELETE: {} },
    fields: [...JOURNAL, ...DETAIL],
  },
  "journal-entries/route.ts": {
    path: "/api/journal-entries",
    kind: "user",
    methods: {
      GET: { query: [{}, { limit: "10" }, { limit: "10", offset: "10" }, { date_param: "2026-11-20" }] },
      POST: { body: [journal, { content: "short", date: "2026-11-19" }, {}] },
    },
    fields: JOURNAL,
  },
  "login/route.ts": {
    path: "/api/login",
    kind: "public",
    methods: { POST: { body: [{ email: "fuzz-public@example.com", password: "correct-horse" }] } },
    fields: [...AUTH, ...SECOND_STEP],
    // a failed login is recorded for the throttle (lib/identity/throttle.ts), and as an
    // account event when the email names an account
    mayChangeOnRefusal: ["login_attempts", "account_events"],
  },
  "login/mfa/route.ts": {
    path: "/api/login/mfa",
    kind: "public",
    methods: {
      POST: {
        body: [
          { mfa_token: FUZZ_MFA_TOKEN, code: "123456" },
          { mfa_token: FUZZ_MFA_TOKEN, recovery_code: "abcde-fghjk" },
          { mfa_token: FUZZ_MFA_TOKEN, passkey: PASSKEY_ASSERTION },
        ],
        weight: 0.4,
      },
    },
    fields: AUTH,
    // a wrong second step is counted on its token and by the login throttle, and is an account event
    mayChangeOnRefusal: ["login_attempts", "auth_challenges", "account_events"],
  },
  "login/mfa/passkey-options/route.ts": {
    path: "/api/login/mfa/passkey-options",
    kind: "public",
    methods: { POST: { body: [{ mfa_token: FUZZ_MFA_TOKEN }], weight: 0.3 } },
    fields: ["options"],
    opaque: ["options"],
  },
  "login/passkey/route.ts": {
    path: "/api/login/passkey",
    kind: "public",
    methods: { POST: { body: [{ passkey: PASSKEY_ASSERTION }], weight: 0.4 } },
    fields: AUTH,
    // the challenge named is used up, and a refused assertion of a known passkey counts for the throttle
    mayChangeOnRefusal: ["login_attempts", "auth_challenges", "account_events"],
  },
  "login/passkey/options/route.ts": {
    path: "/api/login/passkey/options",
    kind: "public",
    methods: { POST: { weight: 0.2 } },
    fields: ["options"],
    opaque: ["options"],
  },
  "logout/route.ts": { path: "/api/logout", kind: "own", methods: { POST: {} }, fields: DETAIL },
  "me/route.ts": { path: "/api/me", kind: "user", methods: { GET: {} }, fields: USER },
  "sessions/route.ts": {
    path: "/api/sessions",
    kind: "user",
    methods: { GET: {}, DELETE: { query: [{}, { revoke_personal_tokens: "false" }] } },
    fields: ["session_id", "kind", "device", "ip", "created_at", "last_used_at", "current", "detail"],
  },
  "tokens/route.ts": {
    path: "/api/tokens",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { name: "Nightly backup", scope: "read", expires_in_days: 30, current_password: "correct-horse" },
          { name: "Sync", scope: "read_write", expires_in_days: 365, current_password: "correct-horse" },
        ],
      },
    },
    fields: ["tokens", "token_id", "token", "name", "scope", "created_at", "last_used_at", "expires_at", "expired"],
    // the password is checked like a login: the throttle records each check
    mayChangeOnRefusal: ["login_attempts"],
  },
  "imports/route.ts": {
    path: "/api/imports",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          {
            source: "apple_health",
            files: [{ name: "export.zip", size: 48213771 }],
            fingerprint: "export.zip:48213771:1764230400000",
            kinds: { weight: { expected: 12 }, steps: { expected: 30 } },
          },
        ],
      },
    },
    fields: IMPORT_FIELDS,
    opaque: ["kinds"],
  },
  "imports/[import_id]/route.ts": {
    path: "/api/imports/{import_id}",
    kind: "user",
    id: { param: "import_id", table: ["imports", "import_id"] },
    methods: {
      GET: {},
      PATCH: {
        body: [
          {
            chunks_done: 1,
            kinds: { weight: { expected: 12, imported: 10, present: 2, refused: 0, reasons: [] } },
          },
          { status: "done" },
        ],
      },
    },
    fields: IMPORT_FIELDS,
    opaque: ["kinds"],
  },
  "import-mappings/route.ts": {
    path: "/api/import-mappings",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          {
            name: "Scale",
            mapping: { target: "health_metric", columns: { date: "Date", value: "Weight (kg)", fixed_kind: "weight" } },
          },
        ],
      },
    },
    fields: ["mappings", "mapping_id", "name", "mapping", "created_at"],
    opaque: ["mapping"],
  },
  "import-mappings/[mapping_id]/route.ts": {
    path: "/api/import-mappings/{mapping_id}",
    kind: "user",
    id: { param: "mapping_id", table: ["import_mappings", "mapping_id"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "family/route.ts": { path: "/api/family", kind: "user", methods: { GET: {} }, fields: FAMILY },
  "family/invitations/route.ts": {
    path: "/api/family/invitations",
    kind: "user",
    methods: { POST: { body: [{ email: "kim@example.com" }] } },
    fields: ["invitation_id", "email", "expires_at"],
  },
  "family/invitations/[invitation_id]/route.ts": {
    path: "/api/family/invitations/{invitation_id}",
    kind: "user",
    // invitations are the family's rows, not the user's: the documented example id
    id: { param: "invitation_id", fixed: ["9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "family/join/route.ts": {
    path: "/api/family/join",
    kind: "user",
    methods: { POST: { body: [{ token: "q3J5mO1vRk8Zt0bHc9yWfLp2sEa7uNd4GiT6eKh1QwA" }] } },
    fields: FAMILY,
  },
  "family/members/[user_id]/route.ts": {
    path: "/api/family/members/{user_id}",
    kind: "user",
    id: { param: "user_id", fixed: ["0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "family/members/[user_id]/access/route.ts": {
    path: "/api/family/members/{user_id}/access",
    kind: "user",
    id: { param: "user_id", fixed: ["0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d"] },
    methods: { PUT: { body: [{ areas: ["medications", "vitals"] }, { areas: [] }] } },
    fields: ["user_id", "areas"],
  },
  "shares/route.ts": {
    path: "/api/shares",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { name: "Dr Lee", areas: ["migraines", "medications"], days: 30 },
          { name: "Clinic", email: "dr.lee@clinic.example", areas: ["vitals"], days: 7, pin: true },
        ],
        // each create hashes a PIN with argon2 and may send a mail
        weight: 0.5,
      },
    },
    fields: SHARE,
  },
  "shares/[share_id]/route.ts": {
    path: "/api/shares/{share_id}",
    kind: "user",
    id: { param: "share_id", table: ["shares", "share_id"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "shares/[share_id]/access-log/route.ts": {
    path: "/api/shares/{share_id}/access-log",
    kind: "user",
    id: { param: "share_id", table: ["shares", "share_id"] },
    methods: { GET: {} },
    fields: ["entries", "action", "at", "ip", "device"],
  },
  "tokens/[token_id]/route.ts": {
    path: "/api/tokens/{token_id}",
    kind: "user",
    id: { param: "token_id", table: ["personal_access_tokens", "id"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "sessions/[session_id]/route.ts": {
    path: "/api/sessions/{session_id}",
    kind: "user",
    // never a real id: ending the fuzzed user's own token would sign the rest of the run out
    id: { param: "session_id", fixed: ["6a1f2d4e-0b3c-4d5e-8f9a-1b2c3d4e5f60"] },
    methods: { DELETE: {} },
    fields: DETAIL,
  },
  "medication-doses/route.ts": {
    path: "/api/medication-doses",
    kind: "user",
    methods: {
      GET: {
        query: [
          { start: "2026-11-01", end: "2026-11-30" },
          { start: "2025-11-30", end: "2026-11-30" },
        ],
      },
    },
    fields: [...DOSE, "name", "dosage"],
  },
  "medications/[medication_id]/doses/route.ts": {
    path: "/api/medications/{medication_id}/doses",
    kind: "user",
    id: { param: "medication_id", table: ["medications", "medication_id"] },
    methods: {
      POST: {
        body: [
          { date: "2026-11-20", time: "08:00", status: "taken" },
          { date: "2026-11-20", time: "08:00", status: "skipped", taken_at: "2026-11-20T08:05:00Z" },
        ],
      },
    },
    fields: DOSE,
  },
  "medications/[medication_id]/route.ts": {
    path: "/api/medications/{medication_id}",
    kind: "user",
    id: { param: "medication_id", table: ["medications", "medication_id"] },
    methods: {
      PUT: { body: [medication, { name: "Aspirin", dosage: "1", frequency: "as_needed", status: "prn" }] },
      DELETE: {},
    },
    fields: [...MEDICATION, ...DETAIL],
  },
  "medications/route.ts": {
    path: "/api/medications",
    kind: "user",
    methods: { GET: {}, POST: { body: [medication, { name: "Vit D", dosage: "1 tab" }] } },
    fields: MEDICATION,
  },
  "migraines/[trigger_id]/route.ts": {
    path: "/api/migraines/{trigger_id}",
    kind: "user",
    id: { param: "trigger_id", table: ["migraines", "trigger_id"] },
    methods: {
      PUT: { body: [migraine, { ...migraine, duration_hours: null, triggers: [], symptoms: null }] },
      DELETE: {},
    },
    fields: [...MIGRAINE, ...DETAIL],
  },
  "questionnaires/route.ts": {
    path: "/api/questionnaires",
    kind: "user",
    methods: { GET: {} },
    fields: QUESTIONNAIRE_OVERVIEW,
  },
  "questionnaires/[id]/route.ts": {
    path: "/api/questionnaires/{id}",
    kind: "user",
    // POST takes a questionnaire's name; DELETE a response id (any other value: 404)
    id: { param: "id", fixed: ["midas", "hit6"] },
    methods: {
      POST: {
        body: [
          {
            answers: {
              missed_work_school: 2,
              reduced_work_school: 3,
              missed_household: 4,
              reduced_household: 3,
              missed_family_social: 2,
              headache_days: 18,
              pain: 7,
            },
          },
          {
            answers: {
              pain_severe: "always",
              limits_activities: "very_often",
              lie_down: "sometimes",
              too_tired: "sometimes",
              fed_up: "rarely",
              concentration: "never",
            },
          },
        ],
      },
      DELETE: {},
    },
    fields: [...QUESTIONNAIRE_RESPONSE, ...DETAIL],
  },
  "suspected-triggers/route.ts": {
    path: "/api/suspected-triggers",
    kind: "user",
    methods: {
      GET: {},
      POST: { body: [{ factor_key: "poor_sleep" }, { factor_key: "food:caffeine" }, { trigger: "Red wine" }] },
    },
    fields: ["suspicions", "choices", ...SUSPICION, ...DETAIL],
  },
  "suspected-triggers/[suspicion_id]/route.ts": {
    path: "/api/suspected-triggers/{suspicion_id}",
    kind: "user",
    id: { param: "suspicion_id", table: ["suspected_triggers", "suspicion_id"] },
    methods: { DELETE: {} },
    fields: [],
  },
  "migraines/route.ts": {
    path: "/api/migraines",
    kind: "user",
    methods: { GET: { query: listQuery }, POST: { body: [migraine, { severity: 3 }] } },
    fields: MIGRAINE,
  },
  "password-reset/confirm/route.ts": {
    path: "/api/password-reset/confirm",
    kind: "public",
    methods: { POST: { body: [{ token: "0123456789abcdef", new_password: "another-horse" }] } },
    fields: DETAIL,
  },
  "password-reset/route.ts": {
    path: "/api/password-reset",
    kind: "public",
    methods: { POST: { body: [{ email: "fuzz-public@example.com" }] } },
    fields: DETAIL,
  },
  "preferences/route.ts": {
    path: "/api/preferences",
    kind: "user",
    methods: {
      PUT: { body: [{ theme: "dark" }, { welcome_dismissed: true }, { theme: "system", welcome_dismissed: false }] },
    },
    fields: ["preferences", "theme", "welcome_dismissed", ...DETAIL],
  },
  "profile/route.ts": {
    path: "/api/profile",
    kind: "user",
    methods: {
      PUT: {
        body: [
          profile,
          {
            ...profile,
            daily_calories_goal: 2000,
            time_zone: "America/New_York",
            weekly_workout_goal: 4,
            water_target_ml: 2500,
            fiber_target_g: 35,
            sugar_target_g: null,
            saturated_fat_target_g: 18,
            sodium_target_mg: 1500,
          },
        ],
      },
    },
    fields: ["user", ...USER, ...DETAIL],
  },
  "openapi.json/route.ts": {
    path: "/api/openapi.json",
    kind: "public",
    methods: { GET: { query: [{}] } },
    fields: ["openapi", "info", "tags", "security", "paths", "components"],
    // the document's own keys are its schemas' field names and OpenAPI's words
    opaque: ["info", "tags", "security", "paths", "components"],
  },
  "ready/route.ts": {
    path: "/api/ready",
    kind: "public",
    methods: { GET: { query: [{}] } },
    fields: ["status", ...DETAIL],
  },
  "register/route.ts": {
    path: "/api/register",
    kind: "public",
    methods: { POST: { body: [registration] } },
    fields: AUTH,
    // every attempt counts for the limit of the client IP, a refused one too (rate-limit.ts)
    mayChangeOnRefusal: ["rate_limit_hits"],
  },
  "reminder-settings/route.ts": {
    path: "/api/reminder-settings",
    kind: "user",
    methods: {
      GET: {},
      PUT: { body: [{ push: true, email_missed: true, push_missed: false, sms: false, remind_before_minutes: 30 }] },
    },
    fields: REMINDERS,
  },
  "push-subscriptions/route.ts": {
    path: "/api/push-subscriptions",
    kind: "user",
    methods: {
      GET: {},
      POST: { body: [{ endpoint: PUSH_ENDPOINT, expirationTime: null, keys: PUSH_KEYS }] },
      DELETE: { body: [{ endpoint: PUSH_ENDPOINT }] },
    },
    fields: ["available", "public_key", "subscriptions", "id", "created_at", "user_agent"],
    unavailable: "VAPID keys are unset: docs/reminders.md, a push subscription answers 503",
  },
  "weather/places/route.ts": {
    path: "/api/weather/places",
    kind: "user",
    methods: { GET: { query: [{ name: "Vienna" }] } },
    fields: ["results", "label", "name", "admin1", "country", "latitude", "longitude", "timezone"],
    unavailable: "Open-Meteo points at a refused port in the fuzz run (offlineEnv): the place search answers 503",
  },
  "weather/location/route.ts": {
    path: "/api/weather/location",
    kind: "user",
    methods: {
      GET: {},
      PUT: { body: [{ place_name: "Vienna, Austria", latitude: 48.20849, longitude: 16.37208 }] },
      DELETE: {},
    },
    fields: ["location", "place_name", "latitude", "longitude"],
  },
  "medication-reminders/snooze/route.ts": {
    path: "/api/medication-reminders/snooze",
    kind: "user",
    methods: {
      POST: {
        body: [
          { medication_id: "b8e2c6a4-9d3f-4e1b-a7c5-5d2f0b8e3a96", date: "2026-11-20", time: "08:00", minutes: 10 },
        ],
      },
    },
    fields: ["medication_id", "date", "time", "remind_at"],
  },
  "reports/email/route.ts": {
    path: "/api/reports/email",
    kind: "user",
    methods: { POST: { body: [{ provider_email: "dr.lee@clinic.example", days: 30, message: "Hi" }], weight: 0.3 } },
    fields: ["id", "provider_email", "report", "days", "period_start", "period_end", "sent_at", "detail"],
  },
  "resend-verification/route.ts": {
    path: "/api/resend-verification",
    kind: "user",
    methods: { POST: { weight: 0.3 } },
    fields: DETAIL,
    // the IP's request counts before the address's mail limit refuses (rate-limit.ts)
    mayChangeOnRefusal: ["rate_limit_hits"],
  },
  "revert-email/route.ts": {
    path: "/api/revert-email",
    kind: "public",
    methods: { POST: { body: [{ token: "0123456789abcdef" }] } },
    fields: DETAIL,
  },
  "scan-barcode/route.ts": {
    path: "/api/scan-barcode",
    kind: "user",
    methods: { POST: { body: [{ barcode: "3017620422003" }, { barcode: 737628064502 }] } },
    fields: [
      "success",
      "product",
      "message",
      "barcode",
      "food_name",
      "brand",
      "serving_size",
      "calories",
      "protein",
      "carbs",
      "fat",
      "fiber",
      "sugar",
      "saturated_fat",
      "sodium_mg",
      "source",
    ],
    errorExtras: ["success", "product", "message"],
  },
  "stripe/webhook/route.ts": {
    path: "/api/stripe/webhook",
    kind: "own",
    methods: { POST: {} },
    fields: ["received", "outcome"],
    unavailable: "Stripe is not configured: docs/deploy.md, payments answer 503",
  },
  "two-factor/route.ts": {
    path: "/api/two-factor",
    kind: "user",
    methods: { GET: { weight: 0.3 } },
    fields: TWO_FACTOR_STATUS,
  },
  "two-factor/passkeys/route.ts": {
    path: "/api/two-factor/passkeys",
    kind: "user",
    methods: { POST: { body: [{ credential: PASSKEY_ATTESTATION, name: "Laptop" }], weight: 0.4 } },
    fields: ["passkey", "recovery_codes", ...PASSKEY],
  },
  "two-factor/passkeys/[passkey_id]/route.ts": {
    path: "/api/two-factor/passkeys/{passkey_id}",
    kind: "user",
    id: { param: "passkey_id", table: ["passkeys", "id"] },
    methods: {
      PUT: { body: [{ name: "Work laptop" }], weight: 0.4 },
      DELETE: { body: [{ password: "correct-horse" }], weight: 0.3 },
    },
    fields: [...PASSKEY, ...DETAIL],
    // a wrong password counts for the login throttle
    mayChangeOnRefusal: ["login_attempts"],
  },
  "two-factor/passkeys/options/route.ts": {
    path: "/api/two-factor/passkeys/options",
    kind: "user",
    methods: { POST: { body: [{ password: "correct-horse" }], weight: 0.3 } },
    fields: ["options"],
    opaque: ["options"],
    mayChangeOnRefusal: ["login_attempts"],
  },
  "two-factor/recovery-codes/route.ts": {
    path: "/api/two-factor/recovery-codes",
    kind: "user",
    methods: { POST: { body: [{ password: "correct-horse" }], weight: 0.3 } },
    fields: ["recovery_codes"],
    mayChangeOnRefusal: ["login_attempts"],
  },
  "two-factor/totp/route.ts": {
    path: "/api/two-factor/totp",
    kind: "user",
    methods: { DELETE: { body: [{ password: "correct-horse" }], weight: 0.3 } },
    fields: DETAIL,
    mayChangeOnRefusal: ["login_attempts"],
  },
  "two-factor/totp/confirm/route.ts": {
    path: "/api/two-factor/totp/confirm",
    kind: "user",
    methods: { POST: { body: [{ code: "123456" }], weight: 0.4 } },
    fields: ["recovery_codes"],
  },
  "two-factor/totp/setup/route.ts": {
    path: "/api/two-factor/totp/setup",
    kind: "user",
    methods: { POST: { body: [{ password: "correct-horse" }], weight: 0.3 } },
    fields: ["secret", "otpauth_url", "qr_svg"],
    mayChangeOnRefusal: ["login_attempts"],
  },
  "update-subscription/route.ts": {
    path: "/api/update-subscription",
    kind: "user",
    methods: { POST: { body: [{ plan: "free", action: "downgrade" }] } },
    fields: ["message", "subscription_status", "subscription_plan", "subscription_end_date"],
  },
  "verify-email/route.ts": {
    path: "/api/verify-email",
    kind: "public",
    methods: { POST: { body: [{ token: "0123456789abcdef" }] } },
    fields: DETAIL,
  },
  "workout-plans/[plan_id]/route.ts": {
    path: "/api/workout-plans/{plan_id}",
    kind: "user",
    id: { param: "plan_id", table: ["workout_plans", "plan_id"] },
    methods: { DELETE: {} },
    fields: [],
  },
  "workout-plans/route.ts": {
    path: "/api/workout-plans",
    kind: "user",
    methods: {
      GET: {},
      POST: {
        body: [
          { plan_name: "Mine", plan_content: "Day 1: run", preferences },
          { plan_name: "B", plan_content: "x", preferences: {}, source: "ai" },
        ],
      },
    },
    fields: [...PLAN, ...PREFS],
    opaque: ["preferences"],
  },
};

/**
 * Route modules, found by the bundler from the filesystem (the coverage test walks it too).
 * Outside vite (the browser tests read ROUTES) there is no import.meta.glob: no modules.
 */
export const ROUTE_MODULES = ((): Record<string, () => Promise<Record<string, unknown>>> => {
  try {
    return import.meta.glob<Record<string, unknown>>("../../../app/api/**/route.ts");
  } catch {
    return {};
  }
})();

export function moduleLoader(file: string): () => Promise<Record<string, unknown>> {
  const loader = ROUTE_MODULES[`../../../app/api/${file}`];
  if (!loader) throw new Error(`no route module app/api/${file}`);
  return loader;
}
