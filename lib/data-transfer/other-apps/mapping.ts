/**
 * The column mapping of the CSV importer, as a schema: the import page builds it, the worker
 * reads with it, and /api/import-mappings checks and keeps it. No server code here.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { requiredText } from "@/lib/validation/common";

const columnName = z.nullish(z.string({ error: "A column must be text" }).check(z.maxLength(200)));

/** Which columns of a CSV hold what; header names as in the file. */
export const csvMappingSchema = z.object({
  target: z.enum(["health_metric", "food_entry", "exercise"], {
    error: "Target must be health_metric, food_entry or exercise",
  }),
  columns: z.object({
    date: requiredText("Date column", 200),
    time: columnName,
    /** The metric type, food name or exercise name, from a column ... */
    kind: columnName,
    /** ... or the same for every row. */
    fixed_kind: columnName,
    value: requiredText("Value column", 200),
    unit: columnName,
    /** A unit for every row, when the file has no unit column. */
    fixed_unit: columnName,
  }),
});
export type CsvMapping = output<typeof csvMappingSchema>;
