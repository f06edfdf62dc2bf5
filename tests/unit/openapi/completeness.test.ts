/**
 * Every route binds a declaration, and every declaration is bound: each HTTP method a route
 * module under app/api exports is a handler carrying a declaration of `lib/openapi/paths`
 * whose method and path are the export's name and the file's folder; each declaration is bound
 * by exactly one export; and the document describes exactly the declarations that are not
 * internal. The modules are imported, their text is never read.
 */
import { describe, expect, it } from "vitest";
import type { Endpoint } from "@/lib/openapi/endpoint";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { allEndpoints, documentedEndpoints } from "@/lib/openapi/paths";
import { openApiPathOf, routeFiles } from "../../support/openapi/route-files";

const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const name = (e: Pick<Endpoint, "method" | "path">) => `${e.method.toUpperCase()} ${e.path}`;

/** Each route export: the file's path, the export's name, and the declaration it carries. */
async function routeExports() {
  const out: { path: string; method: string; endpoint: Endpoint | undefined; isFunction: boolean }[] = [];
  for (const { file, path } of routeFiles()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(mod)) {
      if (!HTTP_METHODS.includes(key)) continue;
      const endpoint = (value as { endpoint?: Endpoint } | null)?.endpoint;
      out.push({ path, method: key, endpoint, isFunction: typeof value === "function" });
    }
  }
  return out;
}

describe("routes and their declarations", () => {
  it("binds a declaration of its own method and folder to every method a route exports", async () => {
    const exports = await routeExports();
    expect(exports.length).toBeGreaterThan(100);
    const known = new Set(allEndpoints);
    const wrong = exports
      .filter(
        (e) =>
          !e.isFunction ||
          !e.endpoint ||
          !known.has(e.endpoint) ||
          e.endpoint.method !== e.method.toLowerCase() ||
          e.endpoint.path !== e.path,
      )
      .map((e) => `${e.method} ${e.path} carries ${e.endpoint ? name(e.endpoint) : "no declaration"}`);
    expect(wrong).toEqual([]);
  });

  it("binds every declaration in exactly one route", async () => {
    const bound = new Map<Endpoint, number>();
    for (const { endpoint } of await routeExports()) if (endpoint) bound.set(endpoint, (bound.get(endpoint) ?? 0) + 1);
    const notOnce = allEndpoints.filter((e) => bound.get(e) !== 1).map((e) => `${name(e)}: ${bound.get(e) ?? 0}`);
    expect(notOnce).toEqual([]);
    expect(new Set(allEndpoints.map(name)).size).toBe(allEndpoints.length);
  });

  it("documents the declarations that are not internal, and nothing else", () => {
    const doc = buildOpenApiDocument();
    const inDocument = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(inDocument.sort()).toEqual(documentedEndpoints.map(name).sort());
    const internal = allEndpoints.filter((e) => e.operation === null).map(name);
    expect(internal.sort()).toEqual([
      "GET /api/auth/{nextauth}",
      "GET /api/cron/reminders",
      "POST /api/auth/{nextauth}",
      "POST /api/stripe/webhook",
    ]);
  });

  it("maps a route's folder to its OpenAPI path", () => {
    expect(openApiPathOf(`${process.cwd()}/app/api/meals/[meal_id]/log/route.ts`)).toBe("/api/meals/{meal_id}/log");
    expect(openApiPathOf(`${process.cwd()}/app/api/auth/[...nextauth]/route.ts`)).toBe("/api/auth/{nextauth}");
  });
});
