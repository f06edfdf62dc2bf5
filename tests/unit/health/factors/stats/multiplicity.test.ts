import { describe, expect, it } from "vitest";
import { benjaminiHochbergRejections, holmRejections } from "@/lib/health/factors/stats/multiplicity";

/** The 15 p-values of Benjamini and Hochberg's 1995 paper (the myocardial infarction trial). */
const BH_EXAMPLE = [
  0.0001, 0.0004, 0.0019, 0.0095, 0.0201, 0.0278, 0.0298, 0.0344, 0.0459, 0.324, 0.4262, 0.5719, 0.6528, 0.759, 1,
];
const count = (rejected: boolean[]) => rejected.filter(Boolean).length;

describe("holmRejections", () => {
  it("rejects the three smallest of the published example at 0.05, where the false-discovery rate rejects four", () => {
    // 0.0095 > 0.05 / 12 stops the step-down
    expect(count(holmRejections(BH_EXAMPLE, 0.05))).toBe(3);
  });

  it("steps down in the order of the p-values, answering in the order given", () => {
    // sorted 0.005 < 0.05/4 and 0.01 < 0.05/3 are rejected; 0.03 > 0.05/2 stops
    expect(holmRejections([0.01, 0.04, 0.03, 0.005], 0.05)).toEqual([true, false, false, true]);
  });

  it("rejects nothing when the smallest misses alpha / m, and nothing from an empty family", () => {
    expect(holmRejections([0.021, 0.03], 0.04)).toEqual([false, false]);
    expect(holmRejections([0.02, 0.03], 0.04)).toEqual([true, true]); // 0.02 <= 0.04 / 2, then 0.03 <= 0.04
    expect(holmRejections([], 0.05)).toEqual([]);
  });
});

describe("benjaminiHochbergRejections", () => {
  it("rejects the four smallest of the published example at q = 0.05", () => {
    // 0.0095 <= 4 × 0.05 / 15; no larger p-value is under its line
    const rejected = benjaminiHochbergRejections(BH_EXAMPLE, 0.05);
    expect(rejected).toEqual(BH_EXAMPLE.map((_, i) => i < 4));
  });

  it("steps up: a p-value over its own line is rejected when a larger one is under its line", () => {
    // 0.03 > 0.05 × 1/3 but 0.032 <= 0.05 × 2/3, so both go
    expect(benjaminiHochbergRejections([0.9, 0.032, 0.03], 0.05)).toEqual([false, true, true]);
  });
});
