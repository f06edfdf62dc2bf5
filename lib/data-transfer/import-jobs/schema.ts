/**
 * The payloads of `/api/imports` and `/api/import-mappings`, shared by the import page (which
 * builds them) and the routes (which parse them). No server code here.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { csvMappingSchema } from "@/lib/data-transfer/other-apps/mapping";
import { RECORD_KINDS, SOURCES, type RecordKind } from "@/lib/data-transfer/other-apps/types";
import { requiredText } from "@/lib/validation/common";

export const IMPORT_STATUSES = ["running", "done", "cancelled"] as const;
export const RECORD_KIND_IDS = Object.keys(RECORD_KINDS) as [RecordKind, ...RecordKind[]];
const SOURCE_IDS = Object.keys(SOURCES) as [keyof typeof SOURCES, ...(keyof typeof SOURCES)[]];

const REASON_MAX = 500;
const count = (label: string, max = 100_000_000) =>
  z
    .int({ error: `${label} must be a whole number` })
    .check(z.minimum(0, `${label} cannot be negative`), z.maximum(max, `${label} is too large`));
/** Apple Health exports of several GB are common: a file's size is bytes, not records. */
const FILE_BYTES_MAX = 1_000_000_000_000;

const kindKey = z.enum(RECORD_KIND_IDS);
const KIND_MESSAGE = `A kind must be one of ${RECORD_KIND_IDS.join(", ")}`;
/** Counts by kind: any of the kinds, none required. */
const byKind = <T extends z.ZodMiniType>(value: T) =>
  z.partialRecord(kindKey, value, {
    // a key outside the enum is reported as unrecognized, which the record's issue type does not list
    error: (issue) => (issue.code === "invalid_type" ? "Kinds must be an object" : KIND_MESSAGE),
  });

const fileSchema = z.object({
  name: requiredText("File name", 500),
  size: count("File size", FILE_BYTES_MAX),
});

/** POST /api/imports: what the preview found, before the first record is sent. */
export const importCreateSchema = z.object({
  source: z.enum(SOURCE_IDS, { error: `Source must be one of ${SOURCE_IDS.join(", ")}` }),
  files: z
    .array(fileSchema, { error: "Files must be a list of { name, size }" })
    .check(z.minLength(1, "An import needs at least 1 file"), z.maxLength(5000, "At most 5000 files")),
  fingerprint: requiredText("Fingerprint", 2000),
  kinds: byKind(z.object({ expected: count("Records expected") })),
});
export type ImportCreate = output<typeof importCreateSchema>;

const countsSchema = z.object({
  expected: count("Records expected"),
  imported: count("Imported"),
  present: count("Already present"),
  refused: count("Refused"),
  reasons: z
    .array(z.object({ reason: requiredText("Reason", REASON_MAX), count: count("Count") }))
    .check(z.maxLength(50, "At most 50 reasons a kind")),
});

/** PATCH /api/imports/{import_id}: how far the browser got; the counts replace the stored ones. */
export const importUpdateSchema = z
  .object({
    chunks_done: z.optional(count("Chunks done")),
    kinds: z.optional(byKind(countsSchema)),
    status: z.optional(z.enum(IMPORT_STATUSES, { error: `Status must be one of ${IMPORT_STATUSES.join(", ")}` })),
  })
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update"));
export type ImportUpdate = output<typeof importUpdateSchema>;

/** POST /api/import-mappings. */
export const mappingCreateSchema = z.object({
  name: requiredText("Name", 100),
  mapping: csvMappingSchema,
});
