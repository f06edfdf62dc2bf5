import { describe, expect, it } from "vitest";
import { cmToFeetInches, feetInchesToCm, formatHeight, formatWeight, kgToLbs, lbsToKg } from "@/lib/units";

describe("units", () => {
  it("converts with the spec's constants", () => {
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 6);
    expect(lbsToKg(150)).toBeCloseTo(68.0388, 4);
    expect(kgToLbs(70)).toBeCloseTo(154.3234, 4);
  });
  it("rounds a height back to feet and inches without 12 inches", () => {
    expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 });
    expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  });
  it("formats in the user's units", () => {
    expect(formatWeight(70, false)).toBe("70 kg");
    expect(formatWeight(70, true)).toBe("154.3 lbs");
    expect(formatHeight(177.8, true)).toBe("5′ 10″");
  });
});
