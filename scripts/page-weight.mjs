#!/usr/bin/env node
/**
 * `npm run size`: first-load JavaScript per page route of the last `next build`, gzipped,
 * against a budget (185 KB a route, PAGE_WEIGHT_BUDGET_KB to change it). Fails when a
 * route is over budget or when there is no build.
 *
 * Next 16 (Turbopack) prints no First Load JS table. It writes
 * `<distDir>/diagnostics/route-bundle-stats.json`: per route, the chunks a first visit
 * loads (the route's entryJSFiles from its client reference manifest, every segment, plus
 * the build manifest's rootMainFiles). When that file is missing we compute the same list
 * from those manifests. Each chunk is gzipped (level 9) and the sizes are summed.
 *
 * A route that loads a script of its own outside Next's chunks counts it too, against a
 * budget of its own (ROUTES below); every other route keeps the common budget.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

const DIST = process.env.NEXT_DIST_DIR || ".next";
const BUDGET_KB = Number(process.env.PAGE_WEIGHT_BUDGET_KB ?? 185);
const require = createRequire(import.meta.url);

/** Routes with a budget of their own: the files they load besides their chunks, and why. */
const ROUTES = {
  // The API reference: Scalar's self-contained browser bundle, which this page alone adds
  // (components/developers/api-reference.tsx, served by app/developers/scalar/route.ts).
  "/developers": {
    budgetKb: 1600,
    extra: ["node_modules/@scalar/api-reference/dist/browser/standalone.js"],
  },
};

/** route → chunk paths (relative to the project), from Next's own stats file. */
function fromStatsFile() {
  const file = path.join(DIST, "diagnostics", "route-bundle-stats.json");
  if (!existsSync(file)) return null;
  const rows = JSON.parse(readFileSync(file, "utf8"));
  return rows.map((r) => ({ route: r.route, chunks: r.firstLoadChunkPaths }));
}

/** The same list, rebuilt from app-paths-manifest, client reference manifests and build-manifest. */
function fromManifests() {
  const build = JSON.parse(readFileSync(path.join(DIST, "build-manifest.json"), "utf8"));
  const appPaths = JSON.parse(readFileSync(path.join(DIST, "server", "app-paths-manifest.json"), "utf8"));
  const shared = (build.rootMainFiles ?? []).filter((f) => f.endsWith(".js"));
  const rows = [];
  for (const appPath of Object.keys(appPaths)) {
    if (!appPath.endsWith("/page")) continue;
    const manifestFile = path.resolve(path.join(DIST, "server", "app", `${appPath}_client-reference-manifest.js`));
    if (!existsSync(manifestFile)) continue;
    const saved = globalThis.__RSC_MANIFEST;
    globalThis.__RSC_MANIFEST = {};
    require(manifestFile);
    const entry = globalThis.__RSC_MANIFEST[appPath];
    globalThis.__RSC_MANIFEST = saved;
    if (!entry?.entryJSFiles) continue;
    const own = Object.values(entry.entryJSFiles)
      .flat()
      .filter((f) => f.endsWith(".js"));
    // /(app)/food/page → /food; groups and the trailing /page are not part of the URL
    const route = appPath.replace(/\/page$/, "").replace(/\/\([^)]*\)/g, "") || "/";
    rows.push({ route, chunks: [...new Set([...own, ...shared])].map((f) => path.join(DIST, f)) });
  }
  return rows;
}

function main() {
  if (!existsSync(path.join(DIST, "BUILD_ID"))) {
    console.error(`no build in ${DIST}: run npm run build first`);
    process.exit(1);
  }
  const rows = fromStatsFile() ?? fromManifests();
  if (!rows.length) {
    console.error(`no page routes found in ${DIST}`);
    process.exit(1);
  }
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
    return gz.get(file);
  };
  const measured = rows
    .map(({ route, chunks }) => {
      const own = ROUTES[route];
      const files = [...chunks, ...(own?.extra ?? [])];
      return {
        route,
        kb: files.reduce((sum, f) => sum + sizeOf(f), 0) / 1024,
        count: files.length,
        budget: own?.budgetKb ?? BUDGET_KB,
      };
    })
    .sort((a, b) => b.kb - a.kb);
  const width = Math.max(5, ...measured.map((r) => r.route.length));
  console.log(`${"route".padEnd(width)}  first-load JS (KB gzip)  chunks   budget ${BUDGET_KB} KB`);
  const over = [];
  for (const r of measured) {
    const own = r.budget === BUDGET_KB ? "" : `  (own budget ${r.budget} KB)`;
    const flag = r.kb > r.budget ? "  OVER" : "";
    if (flag) over.push(r);
    console.log(
      `${r.route.padEnd(width)}  ${r.kb.toFixed(1).padStart(23)}  ${String(r.count).padStart(6)}${own}${flag}`,
    );
  }
  if (over.length) {
    const list = over.map((r) => `${r.route} (${r.budget} KB)`).join(", ");
    console.error(`\n${over.length} route(s) over budget: ${list}`);
    process.exit(1);
  }
}

main();
