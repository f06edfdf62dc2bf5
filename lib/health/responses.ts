/**
 * What the migraine and health metric calls answer, as schemas: the OpenAPI document is
 * generated from them and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/answers/fields";
import { ACUTE_CLASS_IDS } from "@/lib/migraine/acute-classes";
import { EPISODE_KINDS } from "@/lib/migraine/monthly-counts";
import { answers } from "@/lib/answers/service-type";
import { METRIC_TYPES } from "./schema";
import type { HealthMetric, MigraineWithMedications } from "./service";

/** A migraine episode (`Migraine`). */
export const migraineSchema = answers<MigraineWithMedications>()(
  z.object({
    trigger_id: rowId,
    /** A migraine, or another headache: both count as headache days, only migraines as migraine days. */
    kind: z.enum(EPISODE_KINDS),
    severity: z.int(),
    duration_hours: z.nullable(z.number()),
    triggers: z.array(z.string()),
    symptoms: z.array(z.string()),
    location: z.nullable(z.string()),
    treatment: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    date: localDate,
    time: z.nullable(timeOfDay),
    /** The ids of the acute medications taken for the episode (the user's own medications). */
    acute_medication_ids: z.array(rowId),
    /** The same medications with their names and classes (null: no class set on it now), by name. */
    acute_medications: z.array(
      z.object({ medication_id: rowId, name: z.string(), acute_class: z.nullable(z.enum(ACUTE_CLASS_IDS)) }),
    ),
    created_at: timestamp,
  }),
);

export const migraineListSchema = z.array(migraineSchema);

/** A measurement (`HealthMetric`), in the unit it was entered in. */
export const healthMetricSchema = answers<HealthMetric>()(
  z.object({
    metric_id: rowId,
    metric_type: z.enum(METRIC_TYPES),
    value: z.number(),
    unit: z.nullable(z.string()),
    notes: z.nullable(z.string()),
    date: localDate,
    time: z.nullable(timeOfDay),
    created_at: timestamp,
  }),
);

export const healthMetricListSchema = z.array(healthMetricSchema);
