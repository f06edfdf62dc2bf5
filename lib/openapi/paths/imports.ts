/** `/api/imports` and `/api/import-mappings`: imports of other apps' exports, read in the browser. */
import { IMPORT_NOT_FOUND, MAPPING_NOT_FOUND } from "@/lib/data-transfer/import-jobs/service";
import {
  importListSchema,
  importViewSchema,
  mappingListSchema,
  mappingViewSchema,
} from "@/lib/data-transfer/import-jobs/responses";
import { importCreateSchema, importUpdateSchema, mappingCreateSchema } from "@/lib/data-transfer/import-jobs/schema";
import { endpoint } from "../endpoint";

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

export const importsEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/imports",
    summary: "List imports",
    description: "The caller's 10 newest imports from other apps, newest first, with their progress or result.",
    tag: TAG,
    responses: { 200: { description: "The imports.", schema: importListSchema, example: { imports: [IMPORT] } } },
    throws: [401, 403, 429],
  }),
  create: endpoint({
    method: "post",
    path: "/api/imports",
    summary: "Start an import",
    description:
      "Records what the preview of an import found, per kind of record. The browser reads the files and sends " +
      "the records through `POST /api/batch` with `dedupe: true` and an `Idempotency-Key` per chunk, then " +
      "reports its progress with `PATCH /api/imports/{import_id}`.",
    tag: TAG,
    body: importCreateSchema,
    bodyExample: {
      source: "apple_health",
      files: [{ name: "export.zip", size: 48_213_771 }],
      fingerprint: "export.zip:48213771:1764230400000",
      kinds: { weight: { expected: 412 } },
    },
    responses: {
      201: { description: "The import.", schema: importViewSchema, example: { ...IMPORT, status: "running" } },
    },
    throws: [400, 401, 403, 422, 429],
  }),
  get: endpoint({
    method: "get",
    path: "/api/imports/{import_id}",
    summary: "Get an import",
    description: "One import's progress or result.",
    tag: TAG,
    params: { import_id: "uuid" },
    notFound: IMPORT_NOT_FOUND,
    responses: { 200: { description: "The import.", schema: importViewSchema, example: IMPORT } },
    throws: [401, 403, 404, 429],
  }),
  update: endpoint({
    method: "patch",
    path: "/api/imports/{import_id}",
    summary: "Report an import's progress",
    description:
      "Chunks sent so far (it never goes back), the counts per kind (they replace the stored ones, `expected` " +
      "included), and the end: `done` or `cancelled`.",
    tag: TAG,
    params: { import_id: "uuid" },
    notFound: IMPORT_NOT_FOUND,
    body: importUpdateSchema,
    bodyExample: { chunks_done: 1, kinds: { weight: counts }, status: "done" },
    responses: { 200: { description: "The import.", schema: importViewSchema, example: IMPORT } },
    throws: [400, 401, 403, 404, 429],
  }),
  listMappings: endpoint({
    method: "get",
    path: "/api/import-mappings",
    summary: "List saved CSV mappings",
    description: "The caller's saved column mappings of the CSV importer, newest first.",
    tag: TAG,
    responses: { 200: { description: "The mappings.", schema: mappingListSchema, example: { mappings: [MAPPING] } } },
    throws: [401, 403, 429],
  }),
  createMapping: endpoint({
    method: "post",
    path: "/api/import-mappings",
    summary: "Save a CSV mapping",
    description: "Which columns of a CSV hold the date, time, kind, value and unit; at most 50 a user (409 past that).",
    tag: TAG,
    body: mappingCreateSchema,
    bodyExample: { name: MAPPING.name, mapping: MAPPING.mapping },
    responses: { 201: { description: "The saved mapping.", schema: mappingViewSchema, example: MAPPING } },
    throws: [400, 401, 403, 409, 422, 429],
  }),
  removeMapping: endpoint({
    method: "delete",
    path: "/api/import-mappings/{mapping_id}",
    summary: "Delete a saved CSV mapping",
    description: "Deletes the mapping.",
    tag: TAG,
    params: { mapping_id: "uuid" },
    notFound: MAPPING_NOT_FOUND,
    responses: { 204: { description: "Deleted." } },
    throws: [401, 403, 404, 429],
  }),
};
