/**
 * The route files under app/api, found on disk, each with its path as the OpenAPI document
 * names it ("[entry_id]" → "{entry_id}"). What a file serves is read from its module's exports,
 * never from its text.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
const API_DIR = path.join(ROOT, "app/api");

export type RouteFile = { file: string; path: string };

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
    .map((file) => ({ file, path: openApiPathOf(file) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
