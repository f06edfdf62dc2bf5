/**
 * Every route file under app/api has a fuzz entry, every exported method is fuzzed, and the
 * full-size run (`npm run test:long`) sends at least 10,000 requests in all, `npm test` a third
 * of them (each fuzz file asserts it sent its share).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FULL_RUNS, RUNS } from "./support/harness";
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

  it("plans at least 10,000 requests in the full-size run", () => {
    const planned = (runs: number) =>
      Object.values(GROUPS).reduce((n, g) => n + plannedRequests([...g], runs), 0) +
      Object.entries(OWN).reduce(
        (n, [file, budget]) =>
          n + (file.startsWith("stripe") || file.startsWith("cron") ? 3 : 1) * Math.round((budget * runs) / 150),
        0,
      );
    console.log(`fuzz: ${planned(RUNS)} requests planned (FUZZ_RUNS=${RUNS}), ${planned(FULL_RUNS)} at full size`);
    expect(planned(FULL_RUNS)).toBeGreaterThanOrEqual(10_000);
  });
});
