/**
 * Payloads of the Health calls (spec sections 3, 5 and 7), shared by the forms and the
 * route handlers. Every list and text is bounded; a metric's value must be plausible for
 * its type in the unit it was entered in.
 */
import { z } from "zod";
import { isCalendarDate } from "@/lib/time/dates";
import {
  LIST_ITEM_MAX,
  LIST_MAX_ITEMS,
  SEVERITY,
  NOTES_MAX,
  SHORT_TEXT_MAX,
  METRIC_TYPES,
  metricValueProblem,
  unitsFor,
  type MetricType,
} from "./fields";

export * from "./fields";

export const DURATION_MAX_HOURS = 720;

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day from 1900 to 2100. */
const isHealthDate = (value: string) => isCalendarDate(value) && value >= "1900-01-01" && value <= "2100-12-31";

export const dateSchema = (field = "date") =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine(isHealthDate, `${field} must be a date (YYYY-MM-DD)`);

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

const metricType = z.enum(METRIC_TYPES as [MetricType, ...MetricType[]], {
  error: `metric_type must be one of ${METRIC_TYPES.join(", ")}`,
});
const metricValue = z.number({ error: "value must be a number" });

function checkMetric(m: { metric_type: MetricType; value: number; unit?: string | null }, ctx: z.RefinementCtx) {
  const units = unitsFor(m.metric_type);
  const unit = m.unit ?? (units.length === 1 ? units[0]! : null);
  if (!unit) {
    ctx.addIssue({
      code: "custom",
      path: ["unit"],
      message: `unit is required for ${m.metric_type} (${units.join(" or ")})`,
    });
    return;
  }
  const problem = metricValueProblem(m.metric_type, unit, m.value);
  if (problem)
    ctx.addIssue({ code: "custom", path: [problem.startsWith("unit") ? "unit" : "value"], message: problem });
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
