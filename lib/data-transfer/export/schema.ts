/** The export's query: which file, and the medical report's period. */
import * as z from "zod/mini";
import { periodQuery } from "@/lib/reports/schema";

export const EXPORT_FORMATS = ["csv", "pdf", "medical", "fhir"] as const;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be csv, pdf, medical or fhir" }),
  days: periodQuery,
});

/** The largest export zip an import takes, and what the form and the route say about the file. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_TOO_LARGE = "The file is too large (20 MB at most).";
export const IMPORT_NO_FILE = "Choose the export zip to import.";
/** The upload the route takes: the zip and the multipart framing around it (boundaries, the part's headers). */
export const IMPORT_UPLOAD_MAX_BYTES = IMPORT_MAX_BYTES + 64 * 1024;
