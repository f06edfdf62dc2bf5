import { describe, expect, it } from "vitest";
import { foodDayVerdict, ratios } from "@/bench/report";
import { FLOOR, FOOD_DAY, NEXT_PG } from "@/bench/scenarios";
import { figures } from "./figures";

/** The food day with `cpu` ms a request, beside the empty route and the Next route + pg reference at 1.00 ms. */
const verdict = (cpu: number | null, { errors = 0, refCpu = 1 as number | null } = {}) =>
  foodDayVerdict(
    ratios([figures(FLOOR, 1000), figures(NEXT_PG, 930, 32, 0, refCpu), figures(FOOD_DAY, 760, 39, errors, cpu)]),
    FOOD_DAY,
  );

describe("the bench's food-day verdict", () => {
  it("is met at up to 1.5 times the reference's CPU a request, with no errors", () => {
    const v = verdict(1.5)!;
    expect(v.ok).toBe(true);
    expect(v.text).toContain(
      "1.50 ms CPU a request, 1.50x the same SQL in a minimal Next route (1.00 ms; goal <= 1.5x), 0 errors: MET",
    );
    expect(verdict(1.27)!.ok).toBe(true);
  });

  it("is not met above 1.5 times, or with any error", () => {
    expect(verdict(1.51)!.ok).toBe(false);
    expect(verdict(1.51)!.text).toContain("1.51x");
    expect(verdict(1.2, { errors: 1 })!.text).toMatch(/1 errors: NOT MET/);
  });

  it("reports p99 and the share of the empty route's req/s without judging them", () => {
    const v = verdict(1.2)!;
    expect(v.text).toContain("(p99 39 ms; 76% of the empty route's req/s)");
    expect(v.ok).toBe(true);
  });

  it("gives no verdict without the reference's CPU figure", () => {
    expect(verdict(1.2, { refCpu: null })).toBeNull();
    expect(foodDayVerdict(ratios([figures(FLOOR, 1000), figures(FOOD_DAY, 760)]), FOOD_DAY)).toBeNull();
  });
});
