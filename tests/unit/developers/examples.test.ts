/**
 * The developer page's examples hold to the routes they call: the bodies parse with the
 * schemas the handlers parse with, the JSON inside the curl commands is the same JSON, and
 * every example is written for the origin it is given.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { BATCH_BODY, FOOD_ENTRY_BODY, curlExamples, typescriptExamples } from "@/lib/developers/examples";
import { foodEntryCreateSchema } from "@/lib/food/schema";
import { metricCreateSchema } from "@/lib/health/schema";
import { waterEntryCreateSchema } from "@/lib/water/schema";

const ORIGIN = "https://vitalog.example";

/** The schema of each batch kind the examples use (the kind's own route's). */
const KIND_SCHEMAS: Record<string, z.ZodMiniType> = {
  food_entry: foodEntryCreateSchema,
  health_metric: metricCreateSchema,
  water: waterEntryCreateSchema,
};

/** The JSON a curl command sends: the text between `-d '` and the closing quote. */
function sentJson(code: string): unknown {
  const match = /-d '([\s\S]*?)'/.exec(code);
  if (!match) throw new Error(`no -d '…' in:\n${code}`);
  return JSON.parse(match[1]!);
}

const byId = (id: string) => {
  const example = [...curlExamples(ORIGIN), ...typescriptExamples(ORIGIN, "2026-11-26")].find((e) => e.id === id);
  if (!example) throw new Error(`no example ${id}`);
  return example.code;
};

describe("developer examples", () => {
  it("log a food entry that POST /api/food-entries accepts", () => {
    const parsed = z.safeParse(foodEntryCreateSchema, FOOD_ENTRY_BODY);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toMatchObject({ food_name: "Apple", calories: 95, meal_type: "snack" });
  });

  it("send a batch whose every item its kind's route accepts", () => {
    expect(BATCH_BODY.items.map((item) => item.kind)).toEqual(["water", "health_metric"]);
    for (const item of BATCH_BODY.items) {
      const parsed = z.safeParse(KIND_SCHEMAS[item.kind]!, item.body);
      expect(parsed.error, item.kind).toBeUndefined();
    }
  });

  it("put exactly those bodies in the curl commands, as valid JSON", () => {
    expect(sentJson(byId("curl-log"))).toEqual(FOOD_ENTRY_BODY);
    expect(sentJson(byId("curl-batch"))).toEqual(BATCH_BODY);
  });

  it("address the origin they are given, on the real routes", () => {
    expect(byId("curl-list")).toContain(`curl "${ORIGIN}/api/food-entries?date_param=$(date +%F)"`);
    expect(byId("curl-log")).toContain(`curl -X POST "${ORIGIN}/api/food-entries"`);
    expect(byId("curl-log")).toContain(`-H "Idempotency-Key: $KEY"`);
    expect(byId("curl-batch")).toContain(`curl -X POST "${ORIGIN}/api/batch"`);
    expect(byId("ts-setup")).toContain(`npx openapi-typescript ${ORIGIN}/api/openapi.json -o vitalog.d.ts`);
    expect(byId("ts-client")).toContain(`baseUrl: "${ORIGIN}",`);
    expect(byId("ts-client")).toContain(
      `client.GET("/api/food-entries", {\n  params: { query: { date_param: "2026-11-26" } },`,
    );
  });

  it("send the token as a bearer token in every request", () => {
    for (const id of ["curl-list", "curl-log", "curl-batch"]) {
      expect(byId(id)).toContain(`-H "Authorization: Bearer $VITALOG_TOKEN"`);
    }
    expect(byId("ts-client")).toContain("headers: { Authorization: `Bearer ${process.env.VITALOG_TOKEN}` },");
  });

  it("write the TypeScript body as the same fields", () => {
    expect(byId("ts-client")).toContain(`body: { food_name: "Apple", calories: 95, meal_type: "snack" },`);
  });
});
