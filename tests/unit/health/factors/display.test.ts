import { describe, expect, it } from "vitest";
import {
  countsText,
  forestPosition,
  formatRatio,
  GRADE_LABELS,
  groupByGrade,
  moreDaysText,
  prespecifiedText,
  ratioText,
  suspicionText,
} from "@/lib/health/factors/display";
import { factorArea, scopeFactorAnalysis } from "@/lib/health/factors/scope";
import type { FactorAnalysis, FactorResult } from "@/lib/health/factors/analysis";

function result(over: Partial<FactorResult> = {}): FactorResult {
  return {
    key: "poor_sleep",
    label: "Poor sleep (journal sleep 5/10 or less)",
    lag: "day_before",
    with_days: 30,
    with_migraine_days: 12,
    without_days: 60,
    without_migraine_days: 12,
    rate_with: 0.4,
    rate_without: 0.2,
    p_value: 0.04,
    risk_ratio: 2.0,
    ci_low: 1.04,
    ci_high: 3.85,
    grade: "possible",
    prespecified: false,
    suspected_since: null,
    more_days: null,
    notable: false,
    direction: "more",
    ...over,
  };
}

describe("ratio wording", () => {
  it("writes ratios to two significant figures", () => {
    expect([0.456, 0.1, 1, 2.06, 9.96, 12.4].map(formatRatio)).toEqual(["0.46", "0.10", "1.0", "2.1", "10", "12"]);
  });

  it("says how many times as likely, with its 95 % interval", () => {
    expect(ratioText(result({ risk_ratio: 2.1, ci_low: 1.2, ci_high: 3.6 }))).toBe(
      "Migraine 2.1× as likely (95 % interval 1.2–3.6)",
    );
  });

  it("says less likely for a ratio below 1", () => {
    expect(ratioText(result({ risk_ratio: 0.45, ci_low: 0.21, ci_high: 0.95 }))).toBe(
      "Migraine less likely: 0.45× as likely (95 % interval 0.21–0.95)",
    );
  });

  it("claims no ratio when a group is too small", () => {
    expect(ratioText(result({ risk_ratio: null, ci_low: null, ci_high: null }))).toBe(
      "Too few days in a group to compare",
    );
  });

  it("keeps the counts the ratio rests on", () => {
    expect(countsText(result())).toBe(
      "Migraine on the day after: 12 of 30 days (40%); after other days: 12 of 60 days (20%).",
    );
    expect(countsText(result({ lag: "same_day" }))).toMatch(/^Migraine on days with it: .*; on other days: /);
  });
});

describe("grades and the more-days estimate", () => {
  it("names each grade plainly", () => {
    expect(GRADE_LABELS).toEqual({
      strong: "Strong evidence",
      possible: "Possible",
      no_evidence: "No evidence yet",
      not_enough_data: "Not enough data",
    });
  });

  it("groups strong, then possible, then the rest (no evidence before not enough data)", () => {
    const rows = [
      result({ key: "a", grade: "not_enough_data" }),
      result({ key: "b", grade: "possible" }),
      result({ key: "c", grade: "no_evidence" }),
      result({ key: "d", grade: "strong" }),
      result({ key: "e", grade: "possible" }),
    ];
    const g = groupByGrade(rows);
    expect(g.strong.map((r) => r.key)).toEqual(["d"]);
    expect(g.possible.map((r) => r.key)).toEqual(["b", "e"]);
    expect(g.rest.map((r) => r.key)).toEqual(["c", "a"]);
  });

  it("says how many more days would tell, rounded, only while the question is open", () => {
    expect(moreDaysText(result({ more_days: 38 }))).toBe("About 40 more days of logging would tell.");
    expect(moreDaysText(result({ grade: "no_evidence", more_days: 7 }))).toBe(
      "About 7 more days of logging would tell.",
    );
    expect(moreDaysText(result({ more_days: 1 }))).toBe("About 1 more day of logging would tell.");
    expect(moreDaysText(result({ grade: "strong", more_days: 38 }))).toBeNull();
    expect(moreDaysText(result({ grade: "not_enough_data", more_days: 38 }))).toBeNull();
    expect(moreDaysText(result({ more_days: null }))).toBeNull();
    expect(moreDaysText(result({ grade: "no_evidence", more_days: 0 }))).toBe(
      "Your records are already long enough to show a doubled risk.",
    );
  });
});

describe("suspicions", () => {
  it("a pre-specified suspicion was tested first", () => {
    expect(suspicionText(result({ prespecified: true, suspected_since: "2026-03-12" }))).toBe(
      "You suspected this since Mar 12, 2026 (tested first).",
    );
    expect(suspicionText(result({ prespecified: true, suspected_since: "2026-03-12" }), "report")).toBe(
      "Suspected by the patient since Mar 12, 2026 (tested first).",
    );
  });

  it("a newer suspicion is exploratory until 30 days have passed", () => {
    expect(suspicionText(result({ prespecified: false, suspected_since: "2026-03-12" }))).toBe(
      "You suspected this since Mar 12, 2026; it counts as exploratory until Apr 11, 2026.",
    );
  });

  it("says nothing of a factor not suspected", () => {
    expect(suspicionText(result())).toBeNull();
  });

  it("lists each pre-specified factor once, with its date, and calls the rest exploratory", () => {
    const rows = [
      result({ prespecified: true, suspected_since: "2026-01-05" }),
      result({ lag: "same_day", prespecified: true, suspected_since: "2026-01-05" }),
      result({ key: "high_stress", label: "High stress", suspected_since: "2026-03-20" }),
    ];
    expect(prespecifiedText(rows)).toBe(
      "Tested first, as you suspected them before these records showed anything: " +
        "Poor sleep (journal sleep 5/10 or less) (since Jan 5, 2026). " +
        "The rest are exploratory: held to a stricter bar because many were made.",
    );
    expect(prespecifiedText([result()])).toMatch(/^No suspected factor is pre-specified yet/);
  });
});

describe("the interval plot's axis", () => {
  it("puts 1 in the middle on a log scale, and clamps at the ends", () => {
    expect(forestPosition(1)).toBe(50);
    expect(forestPosition(2) - 50).toBeCloseTo(50 - forestPosition(0.5), 5);
    expect(forestPosition(1 / 16)).toBe(0);
    expect(forestPosition(16)).toBe(100);
    expect(forestPosition(4)).toBe(75);
    expect(forestPosition(100)).toBe(100);
    expect(forestPosition(0.001)).toBe(0);
  });
});

describe("what a provider link may show", () => {
  it("names the area each factor draws on", () => {
    expect(
      [
        "poor_sleep",
        "low_energy",
        "exercise",
        "calories_over_goal",
        "food:aspartame",
        "trigger:wine",
        "pressure_drop",
      ].map(factorArea),
    ).toEqual(["journal", "journal", "exercise", "food", "food", "migraines", "migraines"]);
  });

  it("keeps the comparisons of shared areas, and the joint view only when all its factors are shown", () => {
    const analysis: FactorAnalysis = {
      days_of_data: 90,
      enough_data: true,
      comparisons: 3,
      results: [result(), result({ key: "trigger:wine" }), result({ key: "food:aspartame" })],
      joint: {
        days: 80,
        factors: [
          { key: "trigger:wine", label: "Wine", lag: "day_before", odds_ratio: 2, rank: 1 },
          { key: "poor_sleep", label: "Poor sleep", lag: "day_before", odds_ratio: 1.2, rank: 2 },
        ],
      },
    };
    const migrainesOnly = scopeFactorAnalysis(analysis, ["migraines"]);
    expect(migrainesOnly.results.map((r) => r.key)).toEqual(["trigger:wine"]);
    expect(migrainesOnly.hidden).toBe(2);
    expect(migrainesOnly.joint).toBeNull();
    const withJournal = scopeFactorAnalysis(analysis, ["migraines", "journal"]);
    expect(withJournal.results.map((r) => r.key)).toEqual(["poor_sleep", "trigger:wine"]);
    expect(withJournal.joint?.factors).toHaveLength(2);
  });
});
