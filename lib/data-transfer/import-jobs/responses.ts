/**
 * What `/api/imports` and `/api/import-mappings` answer, as schemas for the OpenAPI document
 * and the contract tests.
 */
import * as z from "zod/mini";
import { csvMappingSchema } from "@/lib/data-transfer/other-apps/mapping";
import { IMPORT_STATUSES } from "./schema";

const instant = z.iso.datetime({ offset: true });
const count = z.int().check(z.minimum(0));

export const importKindCountsSchema = z.object({
  expected: count.check(z.describe("Records of this kind the preview found.")),
  imported: count,
  present: count.check(z.describe("Already stored (same kind, date, time and value): skipped.")),
  refused: count,
  reasons: z.array(z.object({ reason: z.string(), count })).check(z.describe("Why records were refused.")),
});

export const importViewSchema = z.object({
  import_id: z.uuid(),
  source: z.string(),
  files: z.array(z.object({ name: z.string(), size: count })),
  fingerprint: z.string(),
  status: z.enum(IMPORT_STATUSES),
  interrupted: z
    .boolean()
    .check(z.describe("Running, but nothing was sent for 2 minutes: resume by picking the same files.")),
  kinds: z.record(z.string(), importKindCountsSchema),
  chunks_done: count,
  created_at: instant,
  updated_at: instant,
});

export const importListSchema = z.object({
  imports: z.array(importViewSchema).check(z.describe("The 10 newest, newest first.")),
});

export const mappingViewSchema = z.object({
  mapping_id: z.uuid(),
  name: z.string(),
  mapping: csvMappingSchema,
  created_at: instant,
});

export const mappingListSchema = z.object({ mappings: z.array(mappingViewSchema) });
