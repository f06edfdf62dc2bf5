/**
 * Power and honesty of the factor analysis, measured over 60 generated diaries per row (fixed
 * seeds, so each rate is a fixed number): how often a planted trigger is graded "strong" or
 * "possible", how often the user's suspicion helps, and how rarely anything is graded "strong"
 * when migraines come at random.
 */
import { describe, expect, it } from "vitest";
import { analyseFactors, type DiaryInput } from "@/lib/health/factors/analysis";
import { journalDiary } from "@/tests/support/trigger-diary";

const DIARIES = 60;
const seeds = Array.from({ length: DIARIES }, (_, i) => (i + 1) * 7919);
const SUSPECTED_EARLY = "2020-01-01";
const suspect = (input: DiaryInput, keys: string[]) => ({
  ...input,
  suspected: keys.map((key) => ({ key, since: SUSPECTED_EARLY })),
});

/**
 * Diaries where the planted trigger is graded strong, or at least possible; and the false
 * discovery proportion (of the strong grades of a diary, the share that are not the planted
 * trigger; 0 without any), summed over the diaries.
 */
type Tally = { strong: number; possibleOrBetter: number; falseShare: number };

const tallies = new Map<string, Tally>();

/** Short sleep the day before is the planted trigger; every other comparison is noise. */
function tally(days: number, afterShortSleep: number, otherwise: number, suspected: string[] = []): Tally {
  const id = JSON.stringify([days, afterShortSleep, otherwise, suspected]);
  const known = tallies.get(id);
  if (known) return known;
  const t: Tally = { strong: 0, possibleOrBetter: 0, falseShare: 0 };
  for (const seed of seeds) {
    const analysis = analyseFactors(suspect(journalDiary({ seed, days, afterShortSleep, otherwise }), suspected));
    const planted = analysis.results.find((r) => r.key === "poor_sleep" && r.lag === "day_before")!;
    if (planted.grade === "strong") t.strong++;
    if (planted.grade === "strong" || planted.grade === "possible") t.possibleOrBetter++;
    const strong = analysis.results.filter((r) => r.grade === "strong");
    if (strong.length > 0) t.falseShare += strong.filter((r) => r !== planted).length / strong.length;
  }
  tallies.set(id, t);
  return t;
}

describe("the issue's table: 60 diaries per row, short sleep the day before planted", () => {
  // `bonferroni`: the diaries in which a Bonferroni test at 1 % over every comparison finds the
  // trigger; the grades find it in at least as many. With a real trigger found, another factor may pass now and then: the exploratory
  // correction holds the false share of the strong grades to 5 % on average, not the chance of
  // any; the average of 60 diaries, each mostly 0 and now and then a half or a whole, can reach
  // twice that by chance
  it.each([
    { days: 90, withRate: 0.7, withoutRate: 0.1, bonferroni: 60 },
    { days: 90, withRate: 0.5, withoutRate: 0.2, bonferroni: 23 },
    { days: 90, withRate: 0.4, withoutRate: 0.2, bonferroni: 3 },
    { days: 180, withRate: 0.5, withoutRate: 0.2, bonferroni: 47 },
    { days: 180, withRate: 0.4, withoutRate: 0.2, bonferroni: 9 },
  ])("$days days, $withRate vs $withoutRate: found at least as often as by Bonferroni", (row) => {
    const t = tally(row.days, row.withRate, row.withoutRate);
    expect(t.strong).toBeGreaterThanOrEqual(row.bonferroni);
    expect(t.falseShare / DIARIES).toBeLessThanOrEqual(0.1);
  });

  it("180 days, 25 % vs 25 % (no effect): short sleep graded strong in at most 3", () => {
    const t = tally(180, 0.25, 0.25);
    expect(t.strong).toBeLessThanOrEqual(3);
    expect(t.possibleOrBetter).toBeLessThanOrEqual(6);
  });

  it("180 days, no effect: any factor graded strong in at most 5 % of diaries, over 400 of them", () => {
    // the promise is a rate: 60 diaries at exactly 5 % show more than 3 about one time in three,
    // so the rate is measured where it can be told from chance (400 diaries: 5 % is 20)
    let any = 0;
    for (let i = 0; i < 400; i++) {
      const input = journalDiary({ seed: 100_003 + i * 31, days: 180, afterShortSleep: 0.25, otherwise: 0.25 });
      if (analyseFactors(input).results.some((r) => r.grade === "strong")) any++;
    }
    expect(any).toBeLessThanOrEqual(20);
  });
});

describe("the goals for a doubled risk", () => {
  it("180 days, 40 % vs 20 %, not suspected: at least possible in 60 %, strong in 15 %", () => {
    const t = tally(180, 0.4, 0.2);
    expect(t.possibleOrBetter).toBeGreaterThanOrEqual(0.6 * DIARIES);
    expect(t.strong).toBeGreaterThanOrEqual(0.15 * DIARIES);
  });

  it("180 days, 40 % vs 20 %, among three suspected triggers: strong in 50 %", () => {
    const t = tally(180, 0.4, 0.2, ["poor_sleep", "high_stress", "exercise"]);
    expect(t.strong).toBeGreaterThanOrEqual(0.5 * DIARIES);
  });

  it("90 days, 50 % vs 20 %, suspected: strong in 60 %", () => {
    const t = tally(90, 0.5, 0.2, ["poor_sleep"]);
    expect(t.strong).toBeGreaterThanOrEqual(0.6 * DIARIES);
  });
});

describe("the joint view, when high stress brings short sleep and only short sleep brings migraines", () => {
  const correlated = (days: number) =>
    seeds.map((seed) =>
      analyseFactors(journalDiary({ seed, days, afterShortSleep: 0.4, otherwise: 0.15, stressDrivesSleep: true })),
    );
  const byDays = new Map([180, 90].map((days) => [days, correlated(days)]));

  it.each([{ days: 180 }, { days: 90 }])(
    "ranks short sleep above high stress (the day before) in at least 48 of 60 $days-day diaries",
    ({ days }) => {
      let causerFirst = 0;
      for (const analysis of byDays.get(days)!) {
        const rank = (key: string) =>
          analysis.joint!.factors.find((f) => f.key === key && f.lag === "day_before")!.rank;
        if (rank("poor_sleep") < rank("high_stress")) causerFirst++;
      }
      expect(causerFirst).toBeGreaterThanOrEqual(0.8 * DIARIES);
    },
  );

  it("where high stress alone goes with more migraines, which is what the joint view corrects", () => {
    const ratios = byDays
      .get(180)!
      .map((a) => a.results.find((r) => r.key === "high_stress" && r.lag === "day_before")!.risk_ratio!)
      .sort((x, y) => x - y);
    // about 1.5 expected: 36 % of days after high stress bring a migraine, 24 % of the others
    expect(ratios[DIARIES / 2]).toBeGreaterThan(1.3);
  });
});
