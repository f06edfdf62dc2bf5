/**
 * What the migraine and health metric calls answer, as schemas: the OpenAPI document is
 * generated from them and the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/api/response-fields";
import { METRIC_TYPES } from "./schema";

/** A migraine episode (`Migraine`). */
export const migraineSchema = z.object({
  trigger_id: rowId,
  severity: z.int(),
  duration_hours: z.nullable(z.number()),
  triggers: z.array(z.string()),
  symptoms: z.array(z.string()),
  location: z.nullable(z.string()),
  treatment: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  date: localDate,
  time: z.nullable(timeOfDay),
  created_at: timestamp,
});

export const migraineListSchema = z.array(migraineSchema);

/** A measurement (`HealthMetric`), in the unit it was entered in. */
export const healthMetricSchema = z.object({
  metric_id: rowId,
  metric_type: z.enum(METRIC_TYPES),
  value: z.number(),
  unit: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  date: localDate,
  time: z.nullable(timeOfDay),
  created_at: timestamp,
});

export const healthMetricListSchema = z.array(healthMetricSchema);
