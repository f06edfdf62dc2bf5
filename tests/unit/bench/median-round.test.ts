import { describe, expect, it } from "vitest";
import { medianRound } from "@/bench/measure";
import { FOOD_DAY } from "@/bench/scenarios";
import { figures } from "./figures";

const round = (rps: number, p99: number, errors = 0) => figures(FOOD_DAY, rps, p99, errors);

describe("the bench keeps each scenario's median round", () => {
  it("reports the figures of the round with the median req/s, every round's req/s, and all rounds' errors", () => {
    const kept = medianRound([round(748, 83), round(786, 52, 1), round(687, 77, 2)]);
    expect(kept.rps).toBe(748);
    expect(kept.p99).toBe(83);
    expect(kept.roundsRps).toEqual([748, 786, 687]);
    expect(kept.errors).toBe(3);
  });

  it("takes the lower middle of an even count, and one round as it is", () => {
    expect(medianRound([round(900, 40), round(700, 60)]).rps).toBe(700);
    const single = medianRound([round(812, 45)]);
    expect(single.rps).toBe(812);
    expect(single.roundsRps).toBeUndefined();
  });
});
