/**
 * Payloads of the Health calls (spec sections 3, 5 and 7), shared by the forms and the
 * route handlers. Every list and text is bounded; a metric's value must be plausible for
 * its type in the unit it was entered in.
 */
import { z } from "zod";

export const MIGRAINE_TRIGGERS = ["Stress", "Lack of sleep", "Weather changes", "Certain foods", "Bright lights", "Hormonal changes"] as const;
export const MIGRAINE_SYMPTOMS = ["Headache", "Nausea", "Sensitivity to light", "Sensitivity to sound", "Visual disturbances", "Fatigue"] as const;

export const SEVERITY = { min: 1, max: 10, default: 5 } as const;
export const LIST_MAX_ITEMS = 30;
export const LIST_ITEM_MAX = 60;
export const NOTES_MAX = 2000;
export const SHORT_TEXT_MAX = 200;
export const DURATION_MAX_HOURS = 720;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2100 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

export const dateSchema = (field = "date") =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine(isCalendarDate, `${field} must be a date (YYYY-MM-DD)`);

export const timeSchema = z
  .string({ error: "time must be a time of day (HH:MM)" })
  .regex(TIME_RE, "time must be a time of day (HH:MM, 00:00 to 23:59)");

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const textList = (field: string) =>
  z
    .array(
      z
        .string({ error: `Each of ${field} must be text` })
        .trim()
        .min(1, `${field} must not contain empty items`)
        .max(LIST_ITEM_MAX, `Each of ${field} must be at most ${LIST_ITEM_MAX} characters`),
      { error: `${field} must be a list of text` },
    )
    .max(LIST_MAX_ITEMS, `${field} may hold at most ${LIST_MAX_ITEMS} items`)
    .nullish()
    // the same item twice says nothing more: keep the first spelling
    .transform((list) => {
      const seen = new Set<string>();
      return (list ?? []).filter((item) => {
        const key = item.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

const severity = z
  .number({ error: "severity must be a whole number from 1 to 10" })
  .int("severity must be a whole number from 1 to 10")
  .min(SEVERITY.min, "severity must be a whole number from 1 to 10")
  .max(SEVERITY.max, "severity must be a whole number from 1 to 10");

const duration = z
  .number({ error: "duration_hours must be a number of hours or null" })
  .min(0, "duration_hours must not be negative")
  .max(DURATION_MAX_HOURS, `duration_hours must be at most ${DURATION_MAX_HOURS} hours`)
  .nullish()
  .transform((v) => v ?? null);

const migraineFields = {
  severity,
  duration_hours: duration,
  triggers: textList("triggers"),
  symptoms: textList("symptoms"),
  location: optionalText("location", SHORT_TEXT_MAX),
  treatment: optionalText("treatment", SHORT_TEXT_MAX),
  notes: optionalText("notes", NOTES_MAX),
};

/** POST /api/migraines: date and time default to now in the user's time zone. */
export const migraineCreateSchema = z.object({
  ...migraineFields,
  date: dateSchema().optional(),
  time: timeSchema.optional(),
});
export type MigraineCreate = z.output<typeof migraineCreateSchema>;

/** PUT /api/migraines/{trigger_id}: the whole record. */
export const migraineUpdateSchema = z.object({ ...migraineFields, date: dateSchema(), time: timeSchema });
export type MigraineUpdate = z.output<typeof migraineUpdateSchema>;

// ── health metrics ─────────────────────────────────────────────────────────

type Range = { min: number; max: number };
/** Plausible values per type and unit; the first unit is the type's default. */
export const METRIC_RULES = {
  blood_pressure_systolic: { label: "Systolic blood pressure", units: { mmHg: { min: 50, max: 260 } } },
  blood_pressure_diastolic: { label: "Diastolic blood pressure", units: { mmHg: { min: 30, max: 160 } } },
  blood_pressure: { label: "Blood pressure", units: { mmHg: { min: 30, max: 260 } } },
  heart_rate: { label: "Heart rate", units: { bpm: { min: 20, max: 250 } } },
  weight: { label: "Weight", units: { kg: { min: 20, max: 500 }, lbs: { min: 44, max: 1100 } } },
  body_temperature: { label: "Body temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  temperature: { label: "Temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  glucose: { label: "Glucose", units: { "mg/dL": { min: 20, max: 600 }, "mmol/L": { min: 1.1, max: 33.3 } } },
  oxygen_saturation: { label: "Oxygen saturation", units: { "%": { min: 50, max: 100 } } },
} as const satisfies Record<string, { label: string; units: Record<string, Range> }>;

export type MetricType = keyof typeof METRIC_RULES;
export const METRIC_TYPES = Object.keys(METRIC_RULES) as MetricType[];
/** The types the vitals form writes (spec section 3). */
export const VITALS_FORM_TYPES = ["blood_pressure_systolic", "blood_pressure_diastolic", "heart_rate", "weight", "body_temperature"] as const;
/** The types offered in the edit modal (spec section 3). */
export const EDIT_MODAL_TYPES = ["blood_pressure", "heart_rate", "weight", "temperature", "glucose", "oxygen_saturation"] as const;

export function unitsFor(type: MetricType): string[] {
  return Object.keys(METRIC_RULES[type].units);
}

export function rangeFor(type: MetricType, unit: string): Range | undefined {
  return (METRIC_RULES[type].units as Record<string, Range>)[unit];
}

/** The default unit of a type for a user: lbs and F for imperial users. */
export function defaultUnit(type: MetricType, imperial: boolean): string {
  const units = unitsFor(type);
  if (imperial && units.includes("lbs")) return "lbs";
  if (imperial && units.includes("F")) return "F";
  return units[0]!;
}

/** The readable problem with a value, or null when it is plausible. */
export function metricValueProblem(type: MetricType, unit: string, value: number): string | null {
  const range = rangeFor(type, unit);
  if (!range) return `unit for ${type} must be one of ${unitsFor(type).join(", ")}`;
  if (value < range.min || value > range.max) {
    return `${METRIC_RULES[type].label} must be between ${range.min} and ${range.max} ${unit}`;
  }
  return null;
}

const metricType = z.enum(METRIC_TYPES as [MetricType, ...MetricType[]], {
  error: `metric_type must be one of ${METRIC_TYPES.join(", ")}`,
});
const metricValue = z.number({ error: "value must be a number" });

function checkMetric(m: { metric_type: MetricType; value: number; unit?: string | null }, ctx: z.RefinementCtx) {
  const units = unitsFor(m.metric_type);
  const unit = m.unit ?? (units.length === 1 ? units[0]! : null);
  if (!unit) {
    ctx.addIssue({ code: "custom", path: ["unit"], message: `unit is required for ${m.metric_type} (${units.join(" or ")})` });
    return;
  }
  const problem = metricValueProblem(m.metric_type, unit, m.value);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.startsWith("unit") ? "unit" : "value"], message: problem });
}

const unitField = z.string({ error: "unit must be text" }).trim().max(20).nullish();

/** POST /api/health-metrics: one measurement; date and time default to now. */
export const metricCreateSchema = z
  .object({
    metric_type: metricType,
    value: metricValue,
    unit: unitField,
    notes: optionalText("notes", NOTES_MAX),
    date: dateSchema().optional(),
    time: timeSchema.optional(),
  })
  .superRefine(checkMetric)
  .transform((m) => ({ ...m, unit: m.unit ?? unitsFor(m.metric_type)[0]! }));
export type MetricCreate = z.output<typeof metricCreateSchema>;

/** PUT /api/health-metrics/{metric_id}. */
export const metricUpdateSchema = z
  .object({
    metric_type: metricType,
    value: metricValue,
    unit: unitField,
    notes: optionalText("notes", NOTES_MAX),
    date: dateSchema(),
    time: timeSchema,
  })
  .superRefine(checkMetric)
  .transform((m) => ({ ...m, unit: m.unit ?? unitsFor(m.metric_type)[0]! }));
export type MetricUpdate = z.output<typeof metricUpdateSchema>;

/** `?date_param=YYYY-MM-DD&limit=N` of the list calls. */
export const listQuerySchema = z.object({
  date_param: dateSchema("date_param").optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 500" })
    .int("limit must be a whole number from 1 to 500")
    .min(1, "limit must be a whole number from 1 to 500")
    .max(500, "limit must be a whole number from 1 to 500")
    .optional(),
});
