import { describe, expect, it } from "vitest";
import { MIGRAINE_BUDDY_NOT_IMPORTED } from "@/lib/data-transfer/other-apps/sources/web-pages";
import { importsAvailable, readImport } from "../../../support/import-fixture";

describe.skipIf(!importsAvailable)("Migraine Buddy's HTML report", () => {
  it.each([
    "migraine-buddy/rachel-carvalho_5-month-report.html",
    "migraine-buddy/rachel-carvalho_first-entry.html",
    "migraine-buddy/rachel-carvalho_medication.html",
  ])("is named as not imported, with nothing read: %s", async (file) => {
    const { outcomes, records } = await readImport([file]);
    expect(outcomes).toEqual([
      {
        name: file.split("/")[1],
        source: null,
        fileKind: "Migraine Buddy report",
        notImported: MIGRAINE_BUDDY_NOT_IMPORTED,
      },
    ]);
    expect(records).toHaveLength(0);
  });
});
