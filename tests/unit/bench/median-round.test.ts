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

  it("keeps a page scenario's round of median CPU per request, with every round's CPU", () => {
    const page = (rps: number, cpu: number) => figures("view: dashboard", rps, 90, 0, cpu);
    // req/s of 100 requests comes in coarse steps: the CPU decides which round is typical
    const kept = medianRound([page(50, 17.7), page(50, 14.2), page(33, 21.9)], "cpu");
    expect(kept.cpuMsPerRequest).toBe(17.7);
    expect(kept.roundsCpuMs).toEqual([17.7, 14.2, 21.9]);
    expect(kept.roundsRps).toEqual([50, 50, 33]);
  });
});
