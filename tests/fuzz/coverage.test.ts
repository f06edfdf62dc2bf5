/**
 * Every route file under app/api has a fuzz entry, every exported method is fuzzed, and a
 * CI run sends at least 10,000 requests in all (each fuzz file asserts it sent its share).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RUNS } from "./support/harness";
import { GROUPS, OWN } from "./support/groups";
import { HTTP_METHODS, moduleLoader, ROUTES } from "./support/routes";
import { plannedRequests } from "./support/suite";

const API = path.join(import.meta.dirname, "../../app/api");

function routeFiles(dir = API): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(e.name) ? [path.relative(API, full).split(path.sep).join("/")] : [];
  });
}

describe("fuzz coverage", () => {
  const files = routeFiles();

  it("has an entry for every route file, and no stale one", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(Object.keys(ROUTES).sort()).toEqual([...files].sort());
  });

  it("fuzzes every exported method of every route", async () => {
    for (const file of files) {
      const mod = await moduleLoader(file)();
      const exported = HTTP_METHODS.filter((m) => typeof mod[m] === "function");
      expect({ file, methods: Object.keys(ROUTES[file]!.methods).sort() }).toEqual({
        file,
        methods: [...exported].sort(),
      });
    }
  });

  it("puts every route in exactly one fuzz file", () => {
    const grouped = Object.values(GROUPS).flat();
    expect(new Set(grouped).size).toBe(grouped.length);
    const own = Object.keys(OWN);
    expect([...grouped, ...own].sort()).toEqual([...files].sort());
    for (const file of own) expect(ROUTES[file]!.kind).toBe("own");
    for (const file of grouped) expect(ROUTES[file]!.kind).not.toBe("own");
  });

  it("plans at least 10,000 requests per run", () => {
    const grouped = Object.values(GROUPS).reduce((n, g) => n + plannedRequests([...g]), 0);
    const own = Object.entries(OWN).reduce(
      (n, [file, budget]) =>
        n + (file.startsWith("stripe") || file.startsWith("cron") ? 3 : 1) * Math.round((budget * RUNS) / 150),
      0,
    );
    console.log(`fuzz: ${grouped + own} requests planned (FUZZ_RUNS=${RUNS})`);
    if (!process.env.FUZZ_RUNS) expect(grouped + own).toBeGreaterThanOrEqual(10_000);
  });
});
