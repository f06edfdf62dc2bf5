/**
 * Every real export under realdata/imports is known to an importer: none is "unknown", none
 * fails to read, and only the files the issue names (Migraine Buddy's HTML report, Apple's ECG
 * recording and workout route) are named as not imported. Each app's own test checks what its
 * files bring in, value by value.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IMPORTS_DIR, importsAvailable, readImport } from "../../../support/import-fixture";

const NOT_IMPORTED = new Set([
  "apple-health/hardeepmann_ecg_2023-03-04.csv",
  "apple-health/dogsheep_route_2019-06-11_3.00pm.gpx",
  "migraine-buddy/rachel-carvalho_5-month-report.html",
  "migraine-buddy/rachel-carvalho_first-entry.html",
  "migraine-buddy/rachel-carvalho_medication.html",
  // vitalog keeps no fasts; this export holds only its header
  "cronometer/maximumpeaches_fasts.csv",
]);

/** The importer each folder's files belong to (WHOOP's and Hevy's by their folder or file name). */
const SOURCE_OF: Record<string, string | null> = {
  "apple-health": "apple_health",
  cronometer: "cronometer",
  daylio: "daylio",
  fitbit: "fitbit",
  "google-fit": "google_fit",
  "migraine-buddy": null,
  myfitnesspal: "myfitnesspal",
  other: "hevy",
  whoop: "whoop",
};

function realFiles(): string[] {
  if (!importsAvailable) return [];
  return readdirSync(IMPORTS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(path.join(IMPORTS_DIR, d.name)).map((f) => `${d.name}/${f}`))
    .sort();
}

describe.skipIf(!importsAvailable)("every real export", () => {
  const files = realFiles();

  it("is more than a handful", () => expect(files.length).toBeGreaterThanOrEqual(58));

  it.each(files)("%s is recognised and read", async (file) => {
    const { outcomes } = await readImport([file]);
    expect(outcomes.length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      expect(outcome.error).toBeUndefined();
      expect(outcome.fileKind).not.toBeNull();
      expect(outcome.source).toBe(SOURCE_OF[file.split("/")[0]!]);
      if (NOT_IMPORTED.has(file)) expect(outcome.notImported).toEqual(expect.any(String));
      else expect(outcome.notImported).toBeUndefined();
    }
  });
});
