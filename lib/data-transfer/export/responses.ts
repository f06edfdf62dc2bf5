/** The import's answer as a zod schema, for the OpenAPI document and its contract tests. */
import * as z from "zod/mini";
import { answers } from "@/lib/answers/service-type";
import { described, named } from "@/lib/answers/schema-names";
import { FILE_KINDS, type ImportSummary, type KindImport } from "./format";

const kindImport = named(
  "KindImport",
  answers<KindImport>()(
    z.object({
      imported: z.int().check(z.minimum(0)),
      skipped: z.int().check(z.minimum(0)),
      skipped_reasons: z.array(z.object({ reason: z.string(), count: z.int().check(z.minimum(1)) })),
    }),
  ),
  "The records of one kind added, and those left out with why.",
);

export const importAnswerSchema = z.object({
  imported: described(
    answers<ImportSummary>()(z.record(z.enum(FILE_KINDS), kindImport)),
    "Per kind of record: what was added and what was left out (already there, beyond the plan's limits).",
  ),
});

/** The import's body: the export zip as a form field (the zip as the whole body works too). */
export const importBodySchema = z.object({ file: described(z.file(), "The zip of the CSV export.") });
