/** The export's query: which file, and the medical report's period. */
import * as z from "zod/mini";
import { periodQuery } from "@/lib/reports/schema";

export const EXPORT_FORMATS = ["csv", "pdf", "medical"] as const;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be csv, pdf or medical" }),
  days: periodQuery,
});
