import { describe, expect, it } from "vitest";
import type { Figures } from "@/bench/measure";
import { foodDayVerdict, ratios } from "@/bench/report";
import { FLOOR, FOOD_DAY, NEXT_PG } from "@/bench/scenarios";
import { figures } from "./figures";

const verdict = (day: Figures, extra: Figures[] = []) => foodDayVerdict(ratios([figures(FLOOR, 1000), ...extra, day]), FOOD_DAY)!;

describe("the bench's food-day verdict", () => {
  it("is met at 75% of the empty route with p99 under 50 ms and no errors", () => {
    expect(verdict(figures(FOOD_DAY, 750, 49)).ok).toBe(true);
    expect(verdict(figures(FOOD_DAY, 750, 49)).text).toContain("75% of the empty route (goal >= 75%), p99 49 ms (goal < 50), 0 errors: MET");
  });

  it("is not met under 75%, at a p99 of 50 ms, or with any error", () => {
    expect(verdict(figures(FOOD_DAY, 740)).ok).toBe(false);
    expect(verdict(figures(FOOD_DAY, 800, 50)).ok).toBe(false);
    expect(verdict(figures(FOOD_DAY, 800, 20, 1)).text).toMatch(/1 errors: NOT MET$/);
  });

  it("says what the same SQL reached in a minimal Next route handler, when that was measured", () => {
    expect(verdict(figures(FOOD_DAY, 760), [figures(NEXT_PG, 810, 31)]).text).toContain("(the same SQL in a minimal Next route handler: 81% of the empty route, p99 31 ms)");
    expect(verdict(figures(FOOD_DAY, 760)).text).not.toContain("minimal Next route");
  });
});
