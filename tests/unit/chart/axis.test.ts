/** The value axis of every chart: round ticks, whole numbers for counts, a sensible range for one reading. */
import { describe, expect, it } from "vitest";
import { valueAxis } from "@/lib/chart-point";

describe("valueAxis", () => {
  it("gives whole-number ticks for counts, never 0.5 of a workout", () => {
    expect(valueAxis([0, 1, 0], { integer: true }).ticks).toEqual([0, 1]);
    expect(valueAxis([2, 3, 1, 3], { integer: true }).ticks).toEqual([0, 1, 2, 3]);
    const many = valueAxis([0, 7, 12], { integer: true }).ticks;
    expect(many.every(Number.isInteger)).toBe(true);
    expect(many[0]).toBe(0);
    expect(many.at(-1)).toBeGreaterThanOrEqual(12);
    // without the rule a count of 1 would get ticks 0, 0.2, 0.4...
    expect(valueAxis([1]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueAxis([1], { integer: true }).ticks).toEqual([0, 1]);
  });

  it("starts at 0 for amounts and covers the goal line", () => {
    const a = valueAxis([1850, 2400, 2200]);
    expect(a.min).toBe(0);
    expect(a.max).toBeGreaterThanOrEqual(2400);
    expect(a.ticks).toEqual([0, 500, 1000, 1500, 2000, 2500]);
  });

  it("gives a single reading a range around it instead of a degenerate axis", () => {
    const weight = valueAxis([70.4], { zero: false });
    expect(weight.min).toBeLessThan(70.4);
    expect(weight.max).toBeGreaterThan(70.4);
    expect(weight.max - weight.min).toBeGreaterThanOrEqual(7);
    expect(new Set(weight.ticks).size).toBe(weight.ticks.length);
    expect(weight.ticks.length).toBeGreaterThanOrEqual(3);

    const pulse = valueAxis([72, 72, 72], { zero: false, integer: true });
    expect(pulse.ticks.every(Number.isInteger)).toBe(true);
    expect(pulse.min).toBeLessThan(72);
    expect(pulse.max).toBeGreaterThan(72);

    expect(valueAxis([36.6], { zero: false, minSpan: 1 })).toMatchObject({ min: 36, max: 37.2 });
    expect(valueAxis([0]).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it("fits the data when asked, with round bounds and no floating-point noise", () => {
    expect(valueAxis([118, 132, 84, 91], { zero: false })).toEqual({
      min: 80,
      max: 140,
      ticks: [80, 90, 100, 110, 120, 130, 140],
    });
    expect(valueAxis([0.1, 0.3], { zero: false, minSpan: 0.2 }).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it("has an axis even without values", () => {
    expect(valueAxis([])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});
