/**
 * What the water calls answer, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay } from "@/lib/answers/fields";

/** A glass or bottle drunk (`WaterEntryView`). */
export const waterEntryViewSchema = z.object({
  entry_id: rowId,
  date: localDate,
  time: z.nullable(timeOfDay),
  amount_ml: z.int(),
});

/** A day's water against the user's target (`WaterDay`), its entries in the order they were drunk. */
export const waterDaySchema = z.object({
  date: localDate,
  total_ml: z.int(),
  target_ml: z.int(),
  entries: z.array(waterEntryViewSchema),
});
