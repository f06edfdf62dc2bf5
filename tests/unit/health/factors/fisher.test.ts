import { describe, expect, it } from "vitest";
import { fisherExactP, fisherMidP } from "@/lib/health/factors/fisher";

describe("fisherExactP", () => {
  it("matches known values", () => {
    // the classic tea-tasting table: p = 0.4857 two-sided
    expect(fisherExactP(3, 1, 1, 3)).toBeCloseTo(0.4857, 3);
    expect(fisherExactP(10, 0, 0, 10)).toBeCloseTo(1.0825e-5, 8);
    expect(fisherExactP(5, 5, 5, 5)).toBeCloseTo(1, 6);
  });
});

describe("fisherMidP", () => {
  it("counts half of the tables as likely as the one seen", () => {
    // tea tasting: tables 0..4 have probabilities 1, 16, 36, 16, 1 (/70); the one seen (3) has 16/70,
    // less likely are 0 and 4 (2/70), as likely 1 and 3 (32/70): 2/70 + 16/70
    expect(fisherMidP(3, 1, 1, 3)).toBeCloseTo(18 / 70, 10);
    // 4 of 4 against 0 of 7: the one table as extreme, 1/330, is halved
    expect(fisherMidP(4, 0, 0, 7)).toBeCloseTo(0.5 / 330, 12);
    // 5 of 10 against 5 of 10 is the likeliest table, C(10,5)² / C(20,10): every other is less likely
    expect(fisherMidP(5, 5, 5, 5)).toBeCloseTo(1 - 63504 / 184756 / 2, 10);
  });

  it("is below the exact p-value, by half the probability of the table seen", () => {
    for (const [a, b, c, d] of [
      [12, 30, 8, 60],
      [3, 2, 7, 40],
      [0, 9, 6, 6],
    ] as const)
      expect(fisherMidP(a, b, c, d)).toBeLessThan(fisherExactP(a, b, c, d));
  });
});
