/** POST /api/batch as the OpenAPI document describes it: its schemas convert, and its examples fit them. */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { KINDS } from "@/lib/batch/kinds";
import { batchResultsSchema } from "@/lib/batch/responses";
import { batchEnvelopeSchema } from "@/lib/batch/schema";
import { batchEndpoints } from "@/lib/openapi/paths/batch";

const operations = Object.values(batchEndpoints).map((e) => e.operation!);
const [op] = operations;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const jsonSchema = (schema: z.ZodMiniType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "throw" });

describe("the batch operation", () => {
  it("is the one signed-in POST /api/batch, tagged Batch", () => {
    expect(operations).toHaveLength(1);
    expect(op).toMatchObject({ method: "post", path: "/api/batch", tag: "Batch", access: "user" });
    expect(op!.errors).toEqual(expect.arrayContaining([400, 401, 413, 422, 429, 503]));
  });

  it("has a request example whose envelope and item bodies its route accepts", () => {
    const example = op!.request!.example;
    const envelope = z.parse(batchEnvelopeSchema, example);
    expect(new Set(envelope.items.map((item) => item.kind)).size).toBe(3);
    for (const item of envelope.items) expect(z.safeParse(KINDS[item.kind].schema, item.body).error).toBeUndefined();
    expect(ajv.validate(jsonSchema(batchEnvelopeSchema, "input"), example), ajv.errorsText()).toBe(true);
  });

  it("has an answer example that fits the answer's schema, created and refused items alike", () => {
    const example = op!.responses[200]!.example as { results: { status: number }[] };
    expect(z.safeParse(batchResultsSchema, example).error).toBeUndefined();
    expect(example.results.map((r) => r.status)).toEqual([201, 201, 402]);
    expect(ajv.validate(jsonSchema(batchResultsSchema, "output"), example), ajv.errorsText()).toBe(true);
    // a result is one shape or the other: a created item's id is a uuid (a day's steps carry none),
    // and a refusal has a 4xx or 5xx status with its detail
    const fits = (result: unknown) => ajv.validate(jsonSchema(batchResultsSchema, "output"), { results: [result] });
    expect(fits({ status: 201 })).toBe(true);
    expect(fits({ status: 201, id: "not-a-uuid" })).toBe(false);
    expect(fits({ status: 200, detail: "Stored" })).toBe(false);
  });
});
