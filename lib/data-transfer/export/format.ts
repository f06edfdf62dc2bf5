/**
 * The CSV export's file format, read by the export and the import alike: one CSV per kind of
 * record with its columns (the API's field names, in file order) and how each is read back,
 * and the manifest that lists the files. Pure.
 */

/**
 * How a column is read back: `?` allows an empty cell (null). An `id` is the record's own id:
 * exported, never imported (a restored record gets a new one).
 */
export type ColumnType =
  "id" | "text" | "text?" | "num" | "num?" | "int" | "int?" | "bool" | "json" | "date" | "date?" | "ts" | "ts?";

export const KIND_COLUMNS = {
  food_entries: {
    entry_id: "id",
    date: "date",
    time: "text?",
    food_name: "text",
    meal_type: "text",
    calories: "num",
    protein: "num",
    carbs: "num",
    fat: "num",
    fiber: "num?",
    sugar: "num?",
    saturated_fat: "num?",
    sodium_mg: "num?",
    serving_size: "text?",
    quantity: "num",
    unit: "text",
    created_at: "ts",
  },
  exercises: {
    entry_id: "id",
    date: "date",
    time: "text?",
    exercise_name: "text",
    exercise_type: "text",
    duration_minutes: "int",
    calories_burned: "num?",
    calories_estimated: "bool",
    intensity: "text?",
    notes: "text?",
    created_at: "ts",
  },
  health_metrics: {
    metric_id: "id",
    date: "date",
    time: "text?",
    metric_type: "text",
    value: "num",
    unit: "text?",
    notes: "text?",
    created_at: "ts",
  },
  migraines: {
    // read back as text: the acute medications of the same export refer to their episode by it
    trigger_id: "text",
    date: "date",
    time: "text?",
    severity: "int",
    duration_hours: "num?",
    triggers: "json",
    symptoms: "json",
    location: "text?",
    treatment: "text?",
    notes: "text?",
    created_at: "ts",
    // "migraine" or "headache"; empty reads as "migraine", what every episode was before the column
    kind: "text?",
  },
  journal_entries: {
    entry_id: "id",
    date: "date",
    title: "text",
    content: "text",
    // a rating left "not set" is an empty cell, both ways
    mood: "int?",
    energy: "int?",
    stress: "int?",
    sleep: "int?",
    gratitude: "text?",
    goals: "text?",
    tags: "json",
    created_at: "ts",
  },
  medications: {
    // read back as text: the doses of the same file refer to their medication by it
    medication_id: "text",
    name: "text",
    dosage: "text",
    frequency: "text",
    time: "text?",
    notes: "text?",
    prescribed_by: "text?",
    status: "text",
    created_at: "ts",
    acute_class: "text?",
    preventive_start: "date?",
  },
  medication_doses: {
    dose_id: "id",
    medication_id: "text",
    date: "date",
    time: "text",
    status: "text",
    taken_at: "ts?",
  },
  // an episode's acute medications: both ids as in the same export's migraines and medications
  migraine_medications: { trigger_id: "text", medication_id: "text" },
  daily_stats: { date: "date", steps: "int" },
  water_entries: { entry_id: "id", date: "date", time: "text?", amount_ml: "int", created_at: "ts" },
  custom_foods: {
    // read back as text: the recipes of the same export refer to their foods by it
    food_id: "text",
    food_name: "text",
    brand: "text?",
    serving_size: "text?",
    calories: "num",
    protein: "num?",
    carbs: "num?",
    fat: "num?",
    fiber: "num?",
    sugar: "num?",
    saturated_fat: "num?",
    sodium_mg: "num?",
    barcode: "text?",
    created_at: "ts",
  },
  recipes: { recipe_id: "id", name: "text", servings: "num", ingredients: "json", created_at: "ts" },
  saved_meals: { meal_id: "id", name: "text", meal_type: "text?", items: "json", created_at: "ts" },
  workout_plans: {
    plan_id: "id",
    plan_name: "text",
    plan_content: "text",
    preferences: "json",
    source: "text",
    created_at: "ts",
  },
  questionnaire_responses: {
    response_id: "id",
    questionnaire: "text",
    date: "date",
    answers: "json",
    score: "int",
    grade: "text",
    created_at: "ts",
  },
  // one row at most: the place whose weather the user consented to have fetched
  weather_locations: { place_name: "text", latitude: "num", longitude: "num" },
  weather_days: {
    date: "date",
    pressure_hpa: "num?",
    pressure_change_hpa: "num?",
    temperature_max_c: "num?",
    temperature_min_c: "num?",
    humidity_pct: "num?",
    fetched_at: "ts",
  },
  // created_at is kept: a suspicion's age decides whether the factor analysis treats it as pre-specified
  suspected_triggers: { suspicion_id: "id", factor_key: "text", label: "text", created_at: "ts" },
} as const satisfies Record<string, Record<string, ColumnType>>;

export type ExportKind = keyof typeof KIND_COLUMNS;

/**
 * Columns added to a kind after its first export: a file made before them lacks them, and
 * they read as empty (a food entry's nutrients beyond the four are then unknown, an episode is
 * a migraine, a medication has no acute class and is no preventive). A kind added later is a
 * file a manifest made before it does not list: nothing of it is imported.
 */
export const LATER_COLUMNS: Partial<Record<ExportKind, readonly string[]>> = {
  food_entries: ["fiber", "sugar", "saturated_fat", "sodium_mg"],
  migraines: ["kind"],
  medications: ["acute_class", "preventive_start"],
};
export const KIND_NAMES = Object.keys(KIND_COLUMNS) as ExportKind[];

/** Each kind's CSV columns, in file order. User ids are never exported. */
export const EXPORT_KINDS: Record<ExportKind, readonly string[]> = Object.fromEntries(
  KIND_NAMES.map((k) => [k, Object.keys(KIND_COLUMNS[k])]),
) as Record<ExportKind, string[]>;

export const MANIFEST_FORMAT = "vitalog-export";
export const MANIFEST_VERSION = 1;

export type ManifestFile = { file: string; kind: string; count: number; bytes: number; sha256: string };
export type Manifest = { format: string; version: number; exported_at: string; files: ManifestFile[] };

/**
 * Kinds the export carries that the import never writes: the account's own record
 * (its sign-ins, exports and imports), which belongs to the account it was exported from.
 */
export const EXPORT_ONLY_KINDS = ["account_activity"] as const;
export type ExportOnlyKind = (typeof EXPORT_ONLY_KINDS)[number];

/** The account activity file's columns, in file order (the answer of GET /api/account-activity). */
export const ACCOUNT_ACTIVITY_COLUMNS = [
  "event_id",
  "kind",
  "ip",
  "device",
  "user_agent",
  "detail",
  "created_at",
] as const;

/** Every file of the export, in file order. */
export const FILE_KINDS = [...KIND_NAMES, ...EXPORT_ONLY_KINDS] as const;

/** The kinds an import answers for. */
export const IMPORT_SUMMARY_KINDS: readonly (ExportKind | ExportOnlyKind)[] = FILE_KINDS;

/** Why records of a kind were left out, and how many: "Already in this account.", a plan's refusal. */
export type SkipReason = { reason: string; count: number };
export type KindImport = { imported: number; skipped: number; skipped_reasons: SkipReason[] };

/** What an import answers: per kind, the records added and those left out, with why. */
export type ImportSummary = Record<ExportKind | ExportOnlyKind, KindImport>;
