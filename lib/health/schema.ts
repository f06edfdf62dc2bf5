/**
 * The Health payloads, choices and limits, shared by the forms (which validate with them
 * before sending) and the route handlers (which parse with them): one rule, one message.
 * Every list and text is bounded; a metric's value must be plausible for its type in the
 * unit it was entered in.
 */
import { EPISODE_KINDS } from "@/lib/migraine/monthly-counts";
import * as z from "zod/mini";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { output } from "zod/v4/core";
import { DIASTOLIC_RANGE, SYSTOLIC_RANGE } from "./blood-pressure";
import { dateSchema, isUuid, numberSchema, optionalText, timeSchema, tooLong } from "@/lib/validation/common";

export const MIGRAINE_TRIGGERS = [
  "Stress",
  "Lack of sleep",
  "Weather changes",
  "Certain foods",
  "Bright lights",
  "Hormonal changes",
] as const;
export const MIGRAINE_SYMPTOMS = [
  "Headache",
  "Nausea",
  "Sensitivity to light",
  "Sensitivity to sound",
  "Visual disturbances",
  "Fatigue",
] as const;

export const SEVERITY = { min: 1, max: 10, default: 5 } as const;
export const LIST_MAX_ITEMS = 30;
export const LIST_ITEM_MAX = 60;
export const NOTES_MAX = 2000;
export const SHORT_TEXT_MAX = 200;
export const DURATION_MAX_HOURS = 720;
/** The most acute medications one episode may name. */
export const ACUTE_MEDICATIONS_MAX = 20;

type Range = { min: number; max: number };
/** Plausible values per type and unit; the first unit is the type's default. */
export const METRIC_RULES = {
  blood_pressure_systolic: { label: "Systolic blood pressure", units: { mmHg: SYSTOLIC_RANGE } },
  blood_pressure_diastolic: { label: "Diastolic blood pressure", units: { mmHg: DIASTOLIC_RANGE } },
  blood_pressure: { label: "Blood pressure", units: { mmHg: { min: 30, max: 260 } } },
  heart_rate: { label: "Heart rate", units: { bpm: { min: 20, max: 250 } } },
  weight: { label: "Weight", units: { kg: { min: 20, max: 500 }, lbs: { min: 44, max: 1100 } } },
  body_temperature: { label: "Body temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  temperature: { label: "Temperature", units: { C: { min: 30, max: 45 }, F: { min: 86, max: 113 } } },
  glucose: { label: "Glucose", units: { "mg/dL": { min: 20, max: 600 }, "mmol/L": { min: 1.1, max: 33.3 } } },
  oxygen_saturation: { label: "Oxygen saturation", units: { "%": { min: 50, max: 100 } } },
  sleep: { label: "Sleep", units: { h: { min: 0, max: 24 } } },
} as const satisfies Record<string, { label: string; units: Record<string, Range> }>;

export type MetricType = keyof typeof METRIC_RULES;
export const METRIC_TYPES = Object.keys(METRIC_RULES) as [MetricType, ...MetricType[]];
/** The types offered in the edit modal. */
export const EDIT_MODAL_TYPES = [
  "blood_pressure",
  "heart_rate",
  "weight",
  "temperature",
  "glucose",
  "oxygen_saturation",
] as const;

export function unitsFor(type: MetricType): string[] {
  return Object.keys(METRIC_RULES[type].units);
}

/** The default unit of a type for a user: lbs and F for imperial users. */
export function defaultUnit(type: MetricType, imperial: boolean): string {
  const units = unitsFor(type);
  if (imperial && units.includes("lbs")) return "lbs";
  if (imperial && units.includes("F")) return "F";
  return units[0]!;
}

// ── migraines ─────────────────────────────────────────────────────────────

const SEVERITY_MESSAGE = "Severity must be a whole number from 1 to 10";

/** A time of day; an empty one is a missing one. */
const timeOfDay = z.pipe(z.unknown().check(z.refine((v) => v !== "", "Time is required")), timeSchema());

/** Triggers or symptoms: trimmed, bounded, and the same item twice kept once (its first spelling). */
const textList = (label: string, singular: string) =>
  z.pipe(
    z.nullish(
      z
        .array(
          z
            .string({ error: `A ${singular} must be text` })
            .check(
              z.trim(),
              z.minLength(1, `A ${singular} can't be empty`),
              z.maxLength(LIST_ITEM_MAX, tooLong(`A ${singular}`, LIST_ITEM_MAX)),
            ),
          { error: `${label} must be a list of text` },
        )
        .check(z.maxLength(LIST_MAX_ITEMS, `At most ${LIST_MAX_ITEMS} ${label.toLowerCase()}`)),
    ),
    z.transform((list) => {
      const seen = new Set<string>();
      return (list ?? []).filter((item) => {
        const key = item.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }),
  );

const ACUTE_ID_MESSAGE = "An acute medication id must be a medication id (a UUID)";

/**
 * The acute medications taken for the episode, as ids of the user's medications (the service
 * checks they are the user's); the same id twice is kept once. Left out: none on a new episode,
 * the ones it has on an edit.
 */
const acuteMedicationIds = z.optional(
  z.pipe(
    z
      .array(z.string({ error: ACUTE_ID_MESSAGE }).check(z.refine(isUuid, ACUTE_ID_MESSAGE)), {
        error: "Acute medications must be a list of medication ids",
      })
      .check(z.maxLength(ACUTE_MEDICATIONS_MAX, `At most ${ACUTE_MEDICATIONS_MAX} acute medications`)),
    z.transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
);

const migraineFields = {
  kind: z.optional(z.enum(EPISODE_KINDS, { error: 'Kind must be "migraine" or "headache"' })),
  severity: z
    .int({ error: SEVERITY_MESSAGE })
    .check(z.minimum(SEVERITY.min, SEVERITY_MESSAGE), z.maximum(SEVERITY.max, SEVERITY_MESSAGE)),
  duration_hours: z.pipe(
    z.nullish(
      z
        .number({ error: "Duration must be a number of hours" })
        .check(
          z.minimum(0, "Duration cannot be negative"),
          z.maximum(DURATION_MAX_HOURS, `Duration must be at most ${DURATION_MAX_HOURS} hours`),
        ),
    ),
    z.transform((v) => v ?? null),
  ),
  triggers: textList("Triggers", "trigger"),
  symptoms: textList("Symptoms", "symptom"),
  location: optionalText("Location", SHORT_TEXT_MAX),
  treatment: optionalText("Treatment", SHORT_TEXT_MAX),
  notes: optionalText("Notes", NOTES_MAX),
  acute_medication_ids: acuteMedicationIds,
};

/** POST /api/migraines: date and time default to now in the user's time zone. */
export const migraineCreateSchema = z.object({
  ...migraineFields,
  date: z.optional(pastDateSchema()),
  time: z.optional(timeOfDay),
});
export type MigraineCreate = output<typeof migraineCreateSchema>;

/** PUT /api/migraines/{trigger_id}: the whole record. */
export const migraineUpdateSchema = z.object({ ...migraineFields, date: pastDateSchema(), time: timeOfDay });
export type MigraineUpdate = output<typeof migraineUpdateSchema>;

// ── health metrics ────────────────────────────────────────────────────────

type MetricFields = { metric_type: MetricType; value: number; unit?: string | null };

/** Why a measurement is not plausible, and which field says so; null when it is. */
function metricIssue({ metric_type: type, value, unit }: MetricFields): { path: string; message: string } | null {
  const units = unitsFor(type);
  const name = METRIC_RULES[type].label.toLowerCase();
  const used = unit ?? (units.length === 1 ? units[0]! : null);
  if (!used) return { path: "unit", message: `Unit is required for ${name} (${units.join(" or ")})` };
  const range = (METRIC_RULES[type].units as Record<string, Range>)[used];
  if (!range) return { path: "unit", message: `Unit for ${name} must be one of ${units.join(", ")}` };
  if (value < range.min || value > range.max) {
    return {
      path: "value",
      message: `${METRIC_RULES[type].label} must be between ${range.min} and ${range.max} ${used}`,
    };
  }
  return null;
}

const metricFields = {
  metric_type: z.enum(METRIC_TYPES, { error: `Metric type must be one of ${METRIC_TYPES.join(", ")}` }),
  value: numberSchema("Value"),
  unit: z.nullish(z.string({ error: "Unit must be text" }).check(z.trim(), z.maxLength(20, tooLong("Unit", 20)))),
  notes: optionalText("Notes", NOTES_MAX),
};

const plausible = z.superRefine((m: MetricFields, ctx) => {
  const issue = metricIssue(m);
  if (issue) ctx.issues.push({ code: "custom", path: [issue.path], message: issue.message, input: m });
});
/** The unit of a type that has only one, when none is sent. */
const withUnit = <M extends MetricFields>(m: M) => ({ ...m, unit: m.unit ?? unitsFor(m.metric_type)[0]! });

/** POST /api/health-metrics: one measurement; date and time default to now. */
export const metricCreateSchema = z.pipe(
  z.object({ ...metricFields, date: z.optional(pastDateSchema()), time: z.optional(timeOfDay) }).check(plausible),
  z.transform(withUnit),
);
export type MetricCreate = output<typeof metricCreateSchema>;

/** PUT /api/health-metrics/{metric_id}. */
export const metricUpdateSchema = z.pipe(
  z.object({ ...metricFields, date: pastDateSchema(), time: timeOfDay }).check(plausible),
  z.transform(withUnit),
);
export type MetricUpdate = output<typeof metricUpdateSchema>;

const LIMIT_MESSAGE = "Limit must be a whole number from 1 to 500";

/** `?date_param=YYYY-MM-DD&limit=N` of the list calls. */
export const listQuerySchema = z.object({
  date_param: z.optional(dateSchema("Date")),
  limit: z.optional(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .check(z.int({ error: LIMIT_MESSAGE }), z.minimum(1, LIMIT_MESSAGE), z.maximum(500, LIMIT_MESSAGE)),
  ),
});
