import { describe, expect, it } from "vitest";
import { analyseFactors } from "@/lib/health/factors/analysis";
import { addDays } from "@/lib/time/dates";
import { journalDiary } from "@/tests/support/trigger-diary";

const TODAY = "2026-03-31";
/** 90 days; migraines on 70 % of days after short sleep and 10 % otherwise, or on 25 % of all days. */
const diary = (seed: number, plant: boolean) =>
  journalDiary({ seed, days: 90, today: TODAY, afterShortSleep: plant ? 0.7 : 0.25, otherwise: plant ? 0.1 : 0.25 });

describe("analyseFactors", () => {
  it("finds a planted trigger: migraines on 70% of days after short sleep vs 10% otherwise", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = analyseFactors(diary(seed, true));
      expect(result.enough_data).toBe(true);
      expect(result.days_of_data).toBe(90);
      const sleep = result.results[0]!;
      expect(`${sleep.key}/${sleep.lag}`).toBe("poor_sleep/day_before");
      expect(sleep).toMatchObject({ grade: "strong", notable: true, direction: "more", more_days: null });
      expect(sleep.with_days + sleep.without_days).toBe(89); // the first day has no day before in the data
      expect(sleep.rate_with).toBeGreaterThan(0.5);
      expect(sleep.rate_without).toBeLessThan(0.3);
      expect(sleep.risk_ratio).toBeCloseTo(sleep.rate_with / sleep.rate_without, 10);
      expect(sleep.ci_low).toBeGreaterThan(1);
      expect(sleep.ci_high).toBeGreaterThan(sleep.risk_ratio!);
    }
  });

  it("sorts strong, then possible, then by p-value, with untested comparisons last", () => {
    const input = diary(3, true);
    input.exerciseDates = input.exerciseDates.slice(0, 2); // exercise on 2 days: too few to compare
    const { results, comparisons } = analyseFactors(input);
    const order = { strong: 0, possible: 1, no_evidence: 2, not_enough_data: 3 };
    for (let i = 1; i < results.length; i++) {
      const [a, b] = [results[i - 1]!, results[i]!];
      expect(order[a.grade]).toBeLessThanOrEqual(order[b.grade]);
      if (a.grade === b.grade && a.grade !== "not_enough_data") expect(a.p_value).toBeLessThanOrEqual(b.p_value);
    }
    expect(results.slice(-2).map((r) => `${r.key}/${r.grade}`)).toEqual([
      "exercise/not_enough_data",
      "exercise/not_enough_data",
    ]);
    expect(comparisons).toBe(results.length - 2);
  });

  it("needs 10 days of data, and shows a comparison with fewer than 3 days in a group as not enough data", () => {
    const short = diary(7, true);
    short.journal = short.journal.filter((j) => j.date > addDays(TODAY, -9));
    short.migraines = short.migraines.filter((m) => m.date > addDays(TODAY, -9));
    short.exerciseDates = [];
    short.calories = [];
    expect(analyseFactors(short)).toMatchObject({ days_of_data: 9, enough_data: false, results: [], joint: null });

    const oneGroup = diary(8, false);
    oneGroup.journal = oneGroup.journal.map((j) => ({ ...j, sleep: 8 })); // never poor sleep
    const analysis = analyseFactors(oneGroup);
    const sleep = analysis.results.filter((r) => r.key === "poor_sleep");
    expect(sleep.map((r) => r.lag).sort()).toEqual(["day_before", "same_day"]);
    for (const r of sleep)
      expect(r).toMatchObject({
        grade: "not_enough_data",
        with_days: 0,
        risk_ratio: null,
        ci_low: null,
        ci_high: null,
        more_days: null,
        notable: false,
      });
    expect(analysis.comparisons).toBe(analysis.results.filter((r) => r.grade !== "not_enough_data").length);
    for (const r of analysis.results.filter((x) => x.grade !== "not_enough_data")) {
      expect(r.with_days).toBeGreaterThanOrEqual(3);
      expect(r.without_days).toBeGreaterThanOrEqual(3);
    }
  });

  it("compares days with a journal entry only for journal factors", () => {
    const input = diary(9, false);
    input.journal = input.journal.filter((_, i) => i % 2 === 0); // every other day
    const sleep = analyseFactors(input).results.find((r) => r.key === "poor_sleep" && r.lag === "same_day")!;
    expect(sleep.with_days + sleep.without_days).toBe(45);
  });

  it("estimates more days for comparisons without strong evidence", () => {
    const { results } = analyseFactors(diary(10, false));
    const open = results.filter((r) => r.grade === "no_evidence" || r.grade === "possible");
    expect(open.length).toBeGreaterThan(5);
    for (const r of open) {
      if (r.rate_without === 0) expect(r.more_days).toBeNull();
      else if (r.more_days !== null) expect(r.more_days % 10).toBe(0);
    }
    expect(open.some((r) => r.more_days !== null && r.more_days > 0)).toBe(true);
  });
});

describe("the user's suspicions", () => {
  const FIRST_DAY = addDays(TODAY, -89);
  const flags = (since: string) => {
    const input = { ...diary(11, false), suspected: [{ key: "high_stress", since }] };
    const rows = analyseFactors(input).results.filter((r) => r.key === "high_stress");
    expect(rows).toHaveLength(2);
    return rows.map((r) => ({ prespecified: r.prespecified, since: r.suspected_since }));
  };

  it("are pre-specified when recorded before the data began or at least 30 days ago", () => {
    expect(flags(addDays(FIRST_DAY, -5))).toEqual(Array(2).fill({ prespecified: true, since: addDays(FIRST_DAY, -5) }));
    expect(flags(FIRST_DAY)).toEqual(Array(2).fill({ prespecified: true, since: FIRST_DAY }));
    expect(flags(addDays(TODAY, -30))).toEqual(Array(2).fill({ prespecified: true, since: addDays(TODAY, -30) }));
  });

  it("are exploratory when recorded after looking at the data, until 30 days have passed", () => {
    expect(flags(addDays(TODAY, -29))).toEqual(Array(2).fill({ prespecified: false, since: addDays(TODAY, -29) }));
    const plain = analyseFactors(diary(11, false)).results.filter((r) => r.key === "poor_sleep");
    expect(plain.map((r) => [r.prespecified, r.suspected_since])).toEqual([
      [false, null],
      [false, null],
    ]);
  });

  it("let a moderate association count as strong when it was suspected beforehand", () => {
    // 90 days, 50 % vs 20 %: more often strong when suspected than when found by exploring
    let suspected = 0;
    let exploring = 0;
    for (let seed = 20; seed < 40; seed++) {
      const input = journalDiary({ seed, days: 90, today: TODAY, afterShortSleep: 0.5, otherwise: 0.2 });
      const grade = (i: typeof input) =>
        analyseFactors(i).results.find((r) => r.key === "poor_sleep" && r.lag === "day_before")!.grade;
      if (grade(input) === "strong") exploring++;
      if (grade({ ...input, suspected: [{ key: "poor_sleep", since: FIRST_DAY }] }) === "strong") suspected++;
    }
    expect(suspected).toBeGreaterThan(exploring);
  });
});

describe("the joint view", () => {
  it("holds every compared factor and lag, ranked 1 to n, with odds ratios on the days' own scale", () => {
    const analysis = analyseFactors(diary(12, true));
    const joint = analysis.joint!;
    expect(joint.days).toBe(90);
    expect(joint.factors).toHaveLength(analysis.comparisons);
    expect(joint.factors.map((f) => f.rank)).toEqual(Array.from({ length: analysis.comparisons }, (_, i) => i + 1));
    expect(joint.factors[0]).toMatchObject({ key: "poor_sleep", lag: "day_before" });
    expect(joint.factors[0]!.odds_ratio).toBeGreaterThan(5);
  });

  it("is left out with fewer than 30 days", () => {
    const input = journalDiary({ seed: 13, days: 25, today: TODAY, afterShortSleep: 0.7, otherwise: 0.1 });
    const analysis = analyseFactors(input);
    expect(analysis.enough_data).toBe(true);
    expect(analysis.joint).toBeNull();
  });
});
