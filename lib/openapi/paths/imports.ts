/** `/api/imports` and `/api/import-mappings`: imports of other apps' exports, read in the browser. */
import * as z from "zod/mini";
import { importListSchema, importViewSchema, mappingListSchema, mappingViewSchema } from "@/lib/import-jobs/responses";
import { importCreateSchema, importUpdateSchema, mappingCreateSchema } from "@/lib/import-jobs/schema";
import { operation, type Operation } from "../operation";

const TAG = "Imports";
const ID = "0d7f3c1e-5a2b-4c8d-9e6f-1a2b3c4d5e6f";
const MAPPING_ID = "7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b";
const counts = {
  expected: 412,
  imported: 380,
  present: 30,
  refused: 2,
  reasons: [{ reason: "Dated in the future", count: 2 }],
};
const IMPORT = {
  import_id: ID,
  source: "apple_health",
  files: [{ name: "export.zip", size: 48_213_771 }],
  fingerprint: "export.zip:48213771:1764230400000",
  status: "done",
  interrupted: false,
  kinds: { weight: counts },
  chunks_done: 1,
  created_at: "2026-11-27T08:00:00.000Z",
  updated_at: "2026-11-27T08:03:10.000Z",
};
const MAPPING = {
  mapping_id: MAPPING_ID,
  name: "Withings scale",
  mapping: {
    target: "health_metric",
    columns: {
      date: "Date",
      time: null,
      kind: null,
      fixed_kind: "weight",
      value: "Weight (kg)",
      unit: null,
      fixed_unit: "kg",
    },
  },
  created_at: "2026-11-27T08:00:00.000Z",
};

export const operations: Operation[] = [
  operation({
    method: "get",
    path: "/api/imports",
    summary: "List imports",
    description: "The caller's 10 newest imports from other apps, newest first, with their progress or result.",
    tag: TAG,
    access: "user",
    responses: { 200: { description: "The imports.", schema: importListSchema, example: { imports: [IMPORT] } } },
    errors: [401, 403, 429],
  }),
  operation({
    method: "post",
    path: "/api/imports",
    summary: "Start an import",
    description:
      "Records what the preview of an import found, per kind of record. The browser reads the files and sends " +
      "the records through `POST /api/batch` with `dedupe: true` and an `Idempotency-Key` per chunk, then " +
      "reports its progress with `PATCH /api/imports/{import_id}`.",
    tag: TAG,
    access: "user",
    request: {
      body: importCreateSchema,
      example: {
        source: "apple_health",
        files: [{ name: "export.zip", size: 48_213_771 }],
        fingerprint: "export.zip:48213771:1764230400000",
        kinds: { weight: { expected: 412 } },
      },
    },
    responses: {
      201: { description: "The import.", schema: importViewSchema, example: { ...IMPORT, status: "running" } },
    },
    errors: [400, 401, 403, 422, 429],
  }),
  operation({
    method: "get",
    path: "/api/imports/{import_id}",
    summary: "Get an import",
    description: "One import's progress or result.",
    tag: TAG,
    access: "user",
    request: { params: { import_id: z.uuid() } },
    responses: { 200: { description: "The import.", schema: importViewSchema, example: IMPORT } },
    errors: [401, 403, 404, 429],
  }),
  operation({
    method: "patch",
    path: "/api/imports/{import_id}",
    summary: "Report an import's progress",
    description:
      "Chunks sent so far (it never goes back), the counts per kind (they replace the stored ones, `expected` " +
      "included), and the end: `done` or `cancelled`.",
    tag: TAG,
    access: "user",
    request: {
      params: { import_id: z.uuid() },
      body: importUpdateSchema,
      example: { chunks_done: 1, kinds: { weight: counts }, status: "done" },
    },
    responses: { 200: { description: "The import.", schema: importViewSchema, example: IMPORT } },
    errors: [400, 401, 403, 404, 429],
  }),
  operation({
    method: "get",
    path: "/api/import-mappings",
    summary: "List saved CSV mappings",
    description: "The caller's saved column mappings of the CSV importer, newest first.",
    tag: TAG,
    access: "user",
    responses: { 200: { description: "The mappings.", schema: mappingListSchema, example: { mappings: [MAPPING] } } },
    errors: [401, 403, 429],
  }),
  operation({
    method: "post",
    path: "/api/import-mappings",
    summary: "Save a CSV mapping",
    description: "Which columns of a CSV hold the date, time, kind, value and unit; at most 50 a user (409 past that).",
    tag: TAG,
    access: "user",
    request: { body: mappingCreateSchema, example: { name: MAPPING.name, mapping: MAPPING.mapping } },
    responses: { 201: { description: "The saved mapping.", schema: mappingViewSchema, example: MAPPING } },
    errors: [400, 401, 403, 409, 422, 429],
  }),
  operation({
    method: "delete",
    path: "/api/import-mappings/{mapping_id}",
    summary: "Delete a saved CSV mapping",
    description: "Deletes the mapping.",
    tag: TAG,
    access: "user",
    request: { params: { mapping_id: z.uuid() } },
    responses: { 204: { description: "Deleted." } },
    errors: [401, 403, 404, 429],
  }),
];
