/**
 * What POST /api/batch would refuse of imported records: each item's body parsed with the
 * schema of its kind's single route, as the server parses it.
 */
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { exerciseCreateSchema } from "@/lib/exercise/schema";
import { foodEntryCreateSchema, stepsSchema } from "@/lib/food/schema";
import { metricCreateSchema } from "@/lib/health/schema";
import type { ImportRecord } from "@/lib/import/types";
import { waterEntryCreateSchema } from "@/lib/water/schema";

const SCHEMAS: Partial<Record<string, $ZodType>> = {
  food_entry: foodEntryCreateSchema,
  exercise: exerciseCreateSchema,
  health_metric: metricCreateSchema,
  daily_steps: stepsSchema,
  water: waterEntryCreateSchema,
};

/** "health_metric 2020-01-01: Weight must be …" for each item the routes would refuse. */
export function refusedItems(records: readonly ImportRecord[]): string[] {
  const problems: string[] = [];
  for (const record of records) {
    for (const item of record.items) {
      const schema = SCHEMAS[item.kind];
      const parsed = schema ? z.safeParse(schema, item.body) : null;
      if (!parsed) problems.push(`${item.kind}: no schema known to the test`);
      else if (!parsed.success) {
        problems.push(`${item.kind} ${record.date}: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
      }
    }
  }
  return problems;
}
