import { describe, expect, it } from "vitest";
import { fitRidgeLogistic } from "@/lib/health/factors/stats/ridge-logistic";

/** a days with the factor and a migraine, b with the factor only, c with a migraine only, d with neither. */
function table(a: number, b: number, c: number, d: number) {
  const rows: number[][] = [];
  const outcome: number[] = [];
  const add = (n: number, x: number, y: number) => {
    for (let i = 0; i < n; i++) {
      rows.push([x]);
      outcome.push(y);
    }
  };
  add(a, 1, 1);
  add(b, 1, 0);
  add(c, 0, 1);
  add(d, 0, 0);
  return { rows, outcome };
}

describe("fitRidgeLogistic", () => {
  it("without a penalty, gives the log odds ratio of a 2×2 table and the log odds without the factor", () => {
    const { rows, outcome } = table(20, 10, 10, 20);
    const fit = fitRidgeLogistic(rows, outcome, 0);
    expect(fit.converged).toBe(true);
    expect(fit.coefficients[0]).toBeCloseTo(Math.log(4), 8);
    expect(fit.intercept).toBeCloseTo(Math.log(10 / 20), 8);
  });

  it("shrinks the slope toward 0 as the penalty grows", () => {
    const { rows, outcome } = table(20, 10, 10, 20);
    const slopes = [1, 10, 100].map((lambda) => fitRidgeLogistic(rows, outcome, lambda).coefficients[0]!);
    expect(slopes[0]).toBeLessThan(Math.log(4));
    expect(slopes[1]).toBeLessThan(slopes[0]!);
    expect(slopes[2]).toBeLessThan(slopes[1]!);
    expect(slopes[2]).toBeGreaterThan(0);
  });

  it("stays finite when the factor separates the outcome (every day with it had a migraine)", () => {
    const { rows, outcome } = table(8, 0, 3, 20);
    const fit = fitRidgeLogistic(rows, outcome, 1);
    expect(fit.converged).toBe(true);
    expect(Number.isFinite(fit.coefficients[0])).toBe(true);
    expect(fit.coefficients[0]).toBeGreaterThan(1);
  });
});
