/**
 * The vitals area as Observations: each health metric with a LOINC code and its UCUM unit,
 * blood pressure as the panel 85354-9 (a systolic and a diastolic taken at the same date and
 * time), and each day's steps. A metric type without a LOINC code is left out (see codes.ts).
 */
import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { dailyStats, healthMetrics } from "@/db/schema";
import { withBloodPressureReadings } from "@/lib/health/blood-pressure";
import {
  BLOOD_PRESSURE_PANEL,
  CATEGORY_DISPLAY,
  DIASTOLIC,
  MM_HG,
  OBSERVATION_CATEGORY,
  STEPS,
  STEPS_UNIT,
  SYSTOLIC,
  VITAL_CODES,
  type Coding,
  type ObservationCategory,
} from "./codes";
import { derivedUuid, notes, quantity, urn, type Entry } from "./resources";
import { dayPeriod, effectiveOf } from "./time";

type Metric = typeof healthMetrics.$inferSelect;
type Context = { subject: string; timeZone: string };

const category = (code: ObservationCategory) => [
  { coding: [{ system: OBSERVATION_CATEGORY, code, display: CATEGORY_DISPLAY[code] }] },
];

function observation(
  id: string,
  ctx: Context,
  fields: { category: ObservationCategory; codings: Coding[]; text: string } & Record<string, unknown>,
): Entry {
  const { category: cat, codings, text, ...rest } = fields;
  return {
    fullUrl: urn(id),
    resource: {
      resourceType: "Observation",
      status: "final",
      category: category(cat),
      code: { coding: codings, text },
      subject: { reference: ctx.subject },
      ...rest,
    },
  };
}

/** One reading's pressure as a panel component. */
const pressure = (coding: Coding, m: Metric) => ({
  code: { coding: [coding], text: coding.display },
  valueQuantity: quantity(m.value, MM_HG),
});

/** A blood pressure reading: both numbers as one panel, or a half without its partner on its own. */
function bloodPressureEntry(ctx: Context, systolic?: Metric, diastolic?: Metric): Entry {
  const first = (systolic ?? diastolic)!;
  const base = {
    category: "vital-signs" as const,
    effectiveDateTime: effectiveOf(first.date, first.time, ctx.timeZone),
  };
  if (systolic && diastolic)
    return observation(systolic.metric_id, ctx, {
      ...base,
      codings: [BLOOD_PRESSURE_PANEL],
      text: "Blood pressure",
      component: [pressure(SYSTOLIC, systolic), pressure(DIASTOLIC, diastolic)],
      ...notes(systolic.notes, diastolic.notes === systolic.notes ? null : diastolic.notes),
    });
  const coding = systolic ? SYSTOLIC : DIASTOLIC;
  return observation(first.metric_id, ctx, {
    ...base,
    codings: [coding],
    text: coding.display,
    valueQuantity: quantity(first.value, MM_HG),
    ...notes(first.notes),
  });
}

/** A metric with a LOINC code for its type and a UCUM code for its unit; null for any other. */
function metricEntry(ctx: Context, m: Metric): Entry | null {
  const code = VITAL_CODES[m.metric_type];
  const unit = code && m.unit ? code.units[m.unit] : undefined;
  if (!code || !unit) return null;
  const codings = unit.codings ?? code.codings;
  return observation(m.metric_id, ctx, {
    category: code.category,
    codings,
    text: codings[0]!.display,
    effectiveDateTime: effectiveOf(m.date, m.time, ctx.timeZone),
    valueQuantity: quantity(m.value, { code: unit.code, unit: unit.unit }),
    ...notes(m.notes),
  });
}

/** The metrics in stored order, each systolic and diastolic of the same date and time as one panel. */
function metricEntries(ctx: Context, metrics: Metric[]): Entry[] {
  return withBloodPressureReadings(metrics).flatMap((line) => {
    if (line.kind === "blood_pressure") return [bloodPressureEntry(ctx, line.systolic, line.diastolic)];
    const m = line.metric;
    if (m.metric_type === "blood_pressure_systolic") return [bloodPressureEntry(ctx, m, undefined)];
    if (m.metric_type === "blood_pressure_diastolic") return [bloodPressureEntry(ctx, undefined, m)];
    return metricEntry(ctx, m) ?? [];
  });
}

/** A day's steps: a count over the user's local day (the day's row has no id of its own: one is derived). */
function stepsEntry(ctx: Context, userId: string, day: { date: string; steps: number }): Entry {
  return observation(derivedUuid(userId, `steps:${day.date}`), ctx, {
    category: "activity",
    codings: [STEPS],
    text: "Steps",
    effectivePeriod: dayPeriod(day.date, ctx.timeZone),
    valueQuantity: quantity(day.steps, STEPS_UNIT),
  });
}

export async function vitalsEntries(db: Db, userId: string, ctx: Context): Promise<Entry[]> {
  const metrics = await db
    .select()
    .from(healthMetrics)
    .where(eq(healthMetrics.user_id, userId))
    .orderBy(asc(healthMetrics.date), asc(healthMetrics.time), asc(healthMetrics.created_at));
  // a day whose row holds no steps has none recorded
  const days = await db
    .select({ date: dailyStats.date, steps: dailyStats.steps })
    .from(dailyStats)
    .where(and(eq(dailyStats.user_id, userId), gt(dailyStats.steps, 0)))
    .orderBy(asc(dailyStats.date));
  return [...metricEntries(ctx, metrics), ...days.map((d) => stepsEntry(ctx, userId, d))];
}
