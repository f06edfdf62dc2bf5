/** GET /api/openapi.json answers the generated document, publicly and cacheably. */
import { describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { call } from "@/tests/support/api";
import packageJson from "@/package.json";

describe("GET /api/openapi.json", () => {
  it("answers the document without a sign-in, cacheable for 5 minutes", async () => {
    const res = await call<{ openapi: string; info: { title: string; version: string } }>(openapi, {
      path: "/api/openapi.json",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(res.body.info).toMatchObject({ title: "vitalog API", version: packageJson.version });
  });
});
