/**
 * The route files under app/api as the OpenAPI document names them: each file's path in
 * OpenAPI form ("[entry_id]" → "{entry_id}") and the HTTP methods it exports.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
const API_DIR = path.join(ROOT, "app/api");

export type RouteFile = { file: string; path: string; methods: string[] };

const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Routes no client calls: Auth.js's own, the Stripe webhook, cron jobs. */
const INTERNAL = [/^\/api\/auth\//, /^\/api\/stripe\/webhook$/, /^\/api\/cron\//];

export function isInternalPath(openApiPath: string): boolean {
  return INTERNAL.some((pattern) => pattern.test(openApiPath));
}

/** The methods a route file exports: `export const GET`, `export (async) function GET`, `export { x as GET }`. */
export function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|let|var|(?:async\s+)?function)\s+([A-Z]+)\b/g)) names.add(m[1]!);
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return HTTP_METHODS.filter((method) => names.has(method));
}

/** "app/api/foods/[food_id]/route.ts" → "/api/foods/{food_id}". */
export function openApiPathOf(file: string): string {
  const dir = path.relative(ROOT, path.dirname(file)).split(path.sep).join("/");
  return `/${dir.replace(/^app\//, "")}`.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name === "route.ts") out.push(full);
  }
  return out;
}

/** Every route file under app/api, internal ones included, sorted by path. */
export function routeFiles(): RouteFile[] {
  return walk(API_DIR, [])
    .map((file) => ({ file, path: openApiPathOf(file), methods: exportedMethods(readFileSync(file, "utf8")) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
