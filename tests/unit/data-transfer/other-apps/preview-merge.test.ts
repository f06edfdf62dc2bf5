/** The preview of several files, each read on its own, summed; and the fingerprint of picked files. */
import { describe, expect, it } from "vitest";
import { fingerprintOf } from "@/lib/data-transfer/other-apps/hash";
import { mergePreviews } from "@/lib/data-transfer/other-apps/preview-merge";
import { importsAvailable, readImport } from "../../../support/import-fixture";

const MFP = "myfitnesspal/";

describe.skipIf(!importsAvailable)("mergePreviews", () => {
  it("adds two files' weights: counts, the widest range, the units of both, five samples", async () => {
    const [byron, zj] = await Promise.all([
      readImport([`${MFP}byroneng_Measurement-Summary-full.csv`]),
      readImport([`${MFP}zjpahle_Measurement-Summary-2018-01-01-to-2018-06-05.csv`]),
    ]);
    const both = await readImport([
      `${MFP}byroneng_Measurement-Summary-full.csv`,
      `${MFP}zjpahle_Measurement-Summary-2018-01-01-to-2018-06-05.csv`,
    ]);
    const merged = mergePreviews([byron.preview, zj.preview]);
    const weight = merged.kinds.find((k) => k.kind === "weight")!;
    const together = both.preview.kinds.find((k) => k.kind === "weight")!;
    // read one by one and summed, or read together: the same preview
    expect(weight.records).toBe(together.records);
    expect(weight.records).toBe(byron.of("weight").length + zj.of("weight").length);
    expect([weight.first, weight.last]).toEqual([together.first, together.last]);
    expect(weight.units).toEqual(together.units);
    expect(weight.samples).toHaveLength(5);
    expect(merged.kinds.map((k) => k.kind).sort()).toEqual(both.preview.kinds.map((k) => k.kind).sort());
    const skipped = (p: typeof merged) => p.kinds.flatMap((k) => k.skipped).reduce((n, s) => n + s.count, 0);
    expect(skipped(merged)).toBe(skipped(both.preview));
  });
});

describe("fingerprintOf", () => {
  const a = { name: "export.zip", size: 2243, lastModified: 1_700_000_000_000 };
  const b = { name: "Measurement-Summary.csv", size: 1230, lastModified: 1_700_000_100_000 };
  it("is the same for the same files in any order, and differs when one changed", () => {
    expect(fingerprintOf([a, b])).toBe(fingerprintOf([b, a]));
    expect(fingerprintOf([a, b])).not.toBe(fingerprintOf([a, { ...b, lastModified: b.lastModified + 1 }]));
    expect(fingerprintOf([a, b])).not.toBe(fingerprintOf([a, { ...b, size: 1231 }]));
    expect(fingerprintOf([a])).not.toBe(fingerprintOf([a, b]));
  });
});
