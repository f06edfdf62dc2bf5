/** The generated document is valid OpenAPI 3.1, and every example in it is valid against its own schema. */
import { compileErrors, validate } from "@readme/openapi-parser";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, type OpenApiDocument } from "@/lib/openapi/document";

type Json = Record<string, unknown>;
const COMPONENTS_ID = "https://vitalog.invalid/components.json";

/** Every media type with both a schema and an example, named by where it is. */
function examples(doc: OpenApiDocument): { where: string; schema: Json; example: unknown }[] {
  const out: { where: string; schema: Json; example: unknown }[] = [];
  const add = (where: string, content: unknown) => {
    for (const [type, media] of Object.entries((content ?? {}) as Record<string, Json>)) {
      if (media.schema && "example" in media)
        out.push({ where: `${where} ${type}`, schema: media.schema as Json, example: media.example });
    }
  };
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${p}`;
      add(`${name} request`, (op.requestBody as Json | undefined)?.content);
      for (const [status, response] of Object.entries(op.responses as Record<string, Json>))
        add(`${name} ${status}`, response.content);
    }
  }
  for (const [name, response] of Object.entries(doc.components.responses))
    add(`components.responses.${name}`, response.content);
  return out;
}

describe("the OpenAPI document", () => {
  it("validates as OpenAPI 3.1 with @readme/openapi-parser", async () => {
    const doc = buildOpenApiDocument();
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect(doc.openapi).toBe("3.1.0");
  });

  it("is the same document each time it is built", () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(buildOpenApiDocument()));
  });

  it("has examples that satisfy their own schemas", () => {
    const doc = buildOpenApiDocument();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const toAjv = <T>(x: T): T =>
      JSON.parse(JSON.stringify(x).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;
    ajv.addSchema(toAjv({ $id: COMPONENTS_ID, $defs: doc.components.schemas }));
    const all = examples(doc);
    expect(all.length).toBeGreaterThan(30);
    const wrong = all.flatMap(({ where, schema, example }) => {
      const check = ajv.compile(toAjv(schema));
      return check(example) ? [] : [`${where}: ${ajv.errorsText(check.errors)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("describes each signed-in POST's Idempotency-Key and each operation's error answers", () => {
    const doc = buildOpenApiDocument();
    const register = doc.paths["/api/register"]!.post!;
    expect(register.security).toEqual([]);
    expect(register.parameters).toBeUndefined();
    const checkout = doc.paths["/api/create-checkout-session"]!.post!;
    expect(checkout.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(Object.keys(checkout.responses as Json)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "409", "413", "422", "429", "502", "503"]),
    );
    expect((checkout.responses as Json)["429"]).toEqual({ $ref: "#/components/responses/TooManyRequests" });
    expect(doc.components.responses.TooManyRequests!.headers).toHaveProperty("Retry-After");
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ in: "header", schema: { maxLength: 255 } });
    expect(doc.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["bearerAuth", "sessionCookie"]);
  });
});
