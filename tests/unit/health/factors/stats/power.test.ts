import { describe, expect, it } from "vitest";
import { normalCdf, normalQuantile } from "@/lib/health/factors/stats/normal";
import { daysNeededForPower } from "@/lib/health/factors/stats/power";

describe("normal distribution", () => {
  it("matches the table values", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalQuantile(0.0005)).toBeCloseTo(-3.290527, 5);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});

describe("daysNeededForPower", () => {
  const equalGroups = (rateWith: number, rateWithout: number, alpha = 0.05) =>
    Math.ceil(daysNeededForPower({ rateWith, rateWithout, exposedShare: 0.5, alpha, power: 0.8 }) / 2);

  it("gives the textbook sample sizes per group for two proportions (two-sided 5 %, 80 % power)", () => {
    // n = [1.96 √(2 p̄ q̄) + 0.8416 √(p1 q1 + p2 q2)]² / (p1 − p2)²
    expect(equalGroups(0.6, 0.4)).toBe(97);
    expect(equalGroups(0.2, 0.1)).toBe(199);
  });

  it("needs more days for a stricter level and for a rarer factor", () => {
    expect(equalGroups(0.4, 0.2, 0.001)).toBeGreaterThan(equalGroups(0.4, 0.2));
    const share = (exposedShare: number) =>
      daysNeededForPower({ rateWith: 0.4, rateWithout: 0.2, exposedShare, alpha: 0.05, power: 0.8 });
    expect(share(0.1)).toBeGreaterThan(share(0.5));
  });
});
