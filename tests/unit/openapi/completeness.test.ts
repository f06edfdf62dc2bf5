/** Every route file under app/api (but the internal ones) has its operations in the document, and nothing else is there. */
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { exportedMethods, isInternalPath, openApiPathOf, routeFiles } from "../../support/openapi/route-files";

const documented = () => {
  const doc = buildOpenApiDocument();
  return new Set(
    Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`)),
  );
};

describe("the OpenAPI document's completeness", () => {
  it("documents every method of every route file, and no operation without one", () => {
    const inDocument = documented();
    const inRoutes = new Set(
      routeFiles()
        .filter((r) => !isInternalPath(r.path))
        .flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)),
    );
    const undocumented = [...inRoutes].filter((op) => !inDocument.has(op));
    const withoutRoute = [...inDocument].filter((op) => !inRoutes.has(op));
    expect.soft(undocumented, "route methods without an operation in lib/openapi/paths").toEqual([]);
    expect.soft(withoutRoute, "operations in lib/openapi/paths without a route method").toEqual([]);
  });

  it("reads the methods of each export form and maps folders to OpenAPI paths", () => {
    const source = [
      "export const GET = authedRoute({}, h);",
      "export async function POST(req: Request) {}",
      "export function DELETE() {}",
      "const put = authedRoute({}, h);",
      "export { put as PUT, helper };",
      "export const dynamic = 'force-dynamic';",
    ].join("\n");
    expect(exportedMethods(source)).toEqual(["GET", "POST", "PUT", "DELETE"]);
    expect(openApiPathOf(`${process.cwd()}/app/api/meals/[meal_id]/log/route.ts`)).toBe("/api/meals/{meal_id}/log");
    expect(isInternalPath("/api/auth/{nextauth}")).toBe(true);
    expect(isInternalPath("/api/stripe/webhook")).toBe(true);
    expect(isInternalPath("/api/cron/reminders")).toBe(true);
    expect(isInternalPath("/api/stripe")).toBe(false);
  });
});
