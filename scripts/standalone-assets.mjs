/**
 * After `next build`: completes the standalone server (.next/standalone/server.js) with
 * what Next leaves out on purpose: the static files (.next/static), public/, the SQL
 * migrations and the bundled foods (db/data), which are read at run time. Then
 * `node .next/standalone/server.js` (or a Docker image holding only that folder) serves the
 * whole app. Honours NEXT_DIST_DIR.
 */
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

const dist = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.join(dist, "standalone");
if (!existsSync(path.join(standalone, "server.js"))) {
  console.error(`${standalone}/server.js not found: is output: "standalone" set in next.config.ts?`);
  process.exit(1);
}
const copies = [
  [path.join(dist, "static"), path.join(standalone, dist, "static")],
  ["public", path.join(standalone, "public")],
  [path.join("db", "migrations"), path.join(standalone, "db", "migrations")],
  [path.join("db", "data"), path.join(standalone, "db", "data")],
];
for (const [from, to] of copies) {
  if (!existsSync(from)) continue;
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.log(`standalone server ready: node ${path.join(standalone, "server.js")}`);
