/**
 * What `GET /api/migraine-insights` answers, as a schema: the OpenAPI document is generated
 * from it and the contract tests hold every real answer to it.
 */
import * as z from "zod/mini";
import { localDate, rowId } from "@/lib/answers/fields";
import { answers } from "@/lib/answers/service-type";
import { ACUTE_CLASS_IDS } from "@/lib/migraine/acute-classes";
import { HIT6_BANDS } from "@/lib/migraine/hit6";
import { MIDAS_GRADES } from "@/lib/migraine/midas";
import type { MigraineInsights } from "./service";

const month = z.string().check(z.regex(/^\d{4}-\d{2}$/));
const days = z.int();
const perClass = z.object(
  Object.fromEntries(ACUTE_CLASS_IDS.map((id) => [id, days])) as Record<(typeof ACUTE_CLASS_IDS)[number], typeof days>,
);
const overuseClass = z.enum([...ACUTE_CLASS_IDS, "multiple"]);

/** One calendar month's counts: days, never episodes or doses. */
const monthCounts = z.object({
  month,
  headache_days: days,
  migraine_days: days,
  acute_medication_days: perClass,
  any_acute_medication_days: days,
});

const questionnaire = <G extends z.ZodMiniType>(grade: G) =>
  z.nullable(
    z.object({
      date: localDate,
      score: z.int(),
      grade,
      label: z.string(),
      due_on: localDate,
      due: z.boolean(),
    }),
  );

const preventiveWindow = z.object({
  months: z.array(z.object({ month, migraine_days: days })),
  migraine_days: days,
  average_per_month: z.nullable(z.number()),
  covered: z.boolean(),
});

const factorResult = z.object({
  key: z.string(),
  label: z.string(),
  lag: z.enum(["same_day", "day_before"]),
  with_days: days,
  with_migraine_days: days,
  without_days: days,
  without_migraine_days: days,
  rate_with: z.number(),
  rate_without: z.number(),
  p_value: z.number(),
  risk_ratio: z.nullable(z.number()),
  ci_low: z.nullable(z.number()),
  ci_high: z.nullable(z.number()),
  grade: z.enum(["strong", "possible", "no_evidence", "not_enough_data"]),
  prespecified: z.boolean(),
  suspected_since: z.nullable(localDate),
  more_days: z.nullable(z.int()),
  notable: z.boolean(),
  direction: z.enum(["more", "fewer"]),
});

const jointFactor = z.object({
  key: z.string(),
  label: z.string(),
  lag: z.enum(["same_day", "day_before"]),
  odds_ratio: z.number(),
  rank: z.int(),
});

export const migraineInsightsSchema = answers<MigraineInsights>()(
  z.object({
    months: z.int(),
    today: localDate,
    monthly: z.array(monthCounts),
    current_month: monthCounts,
    medication_overuse: z.object({
      flagged: z.boolean(),
      class: z.nullable(overuseClass),
      classes: z.array(overuseClass),
      average_days_per_month: z.number(),
      months: z.array(month),
      counts: z.object({
        months: z.array(monthCounts),
        days_by_class: perClass,
        multiple_class_days: days,
        counted_days: days,
      }),
    }),
    midas: questionnaire(z.enum(MIDAS_GRADES.map((g) => g.grade))),
    hit6: questionnaire(z.enum(HIT6_BANDS.map((b) => b.band))),
    preventives: z.array(
      z.object({
        medication_id: rowId,
        name: z.string(),
        dosage: z.string(),
        medication_status: z.string(),
        start_date: localDate,
        before: preventiveWindow,
        after: preventiveWindow,
        status: z.enum(["complete", "not_enough_data"]),
        reduction_percent: z.nullable(z.number()),
        responder: z.nullable(z.boolean()),
      }),
    ),
    factors: z.object({
      days_of_data: days,
      enough_data: z.boolean(),
      comparisons: z.int(),
      results: z.array(factorResult),
      joint: z.nullable(z.object({ days, factors: z.array(jointFactor) })),
      window_days: days,
    }),
  }),
);
