import { describe, expect, it } from "vitest";
import { katzInterval } from "@/lib/health/factors/stats/risk-ratio";

describe("katzInterval", () => {
  it("gives the ratio and the log interval of a worked example", () => {
    // 20 of 100 against 10 of 100: RR 2, SE of ln RR = sqrt(1/20 - 1/100 + 1/10 - 1/100) = sqrt(0.13),
    // so 2 × exp(±1.96 × 0.36056) = 0.9866 to 4.0545
    const rr = katzInterval(20, 100, 10, 100);
    expect(rr.risk_ratio).toBeCloseTo(2, 10);
    expect(rr.ci_low).toBeCloseTo(0.9866, 3);
    expect(rr.ci_high).toBeCloseTo(4.0545, 3);
  });

  it("adds 0.5 to each cell when one is 0, keeping the interval finite and wide", () => {
    // 0 of 10 against 5 of 10 becomes 0.5 of 11 against 5.5 of 11: RR 1/11, SE = sqrt(2)
    const rr = katzInterval(0, 10, 5, 10);
    expect(rr.risk_ratio).toBeCloseTo(1 / 11, 10);
    expect(rr.ci_low).toBeCloseTo((1 / 11) * Math.exp(-1.959964 * Math.SQRT2), 6);
    expect(rr.ci_high).toBeCloseTo((1 / 11) * Math.exp(1.959964 * Math.SQRT2), 6);
    expect(rr.ci_high).toBeGreaterThan(1);
  });

  it("includes 1 for equal rates", () => {
    const rr = katzInterval(5, 20, 10, 40);
    expect(rr.risk_ratio).toBeCloseTo(1, 10);
    expect(rr.ci_low).toBeLessThan(1);
    expect(rr.ci_high).toBeGreaterThan(1);
  });
});
