import { describe, expect, it } from "vitest";
import { gradeComparisons, type TestedComparison } from "@/lib/health/factors/stats/grades";

const comparison = (over: Partial<TestedComparison>): TestedComparison => ({
  p_value: 0.5,
  ci_low: 0.8,
  ci_high: 1.5,
  prespecified: false,
  with_days: 50,
  without_days: 50,
  rate_without: 0.2,
  ...over,
});
const excluding = { ci_low: 1.1, ci_high: 3 };
/** Exploratory comparisons with nothing in them, to make a family of a given size. */
const filler = (n: number) => Array.from({ length: n }, () => comparison({}));

describe("gradeComparisons", () => {
  it("tests suspicions among themselves: p = 0.015 is strong as one of 2 suspicions, not as one of 22 explorations", () => {
    const [pre] = gradeComparisons(
      [
        comparison({ p_value: 0.015, prespecified: true, ...excluding }),
        comparison({ prespecified: true }),
        ...filler(20),
      ],
      100,
    );
    expect(pre!.grade).toBe("strong"); // Holm at 0.04: 0.015 <= 0.04 / 2
    const [exploratory] = gradeComparisons([comparison({ p_value: 0.015, ...excluding }), ...filler(21)], 100);
    expect(exploratory!.grade).toBe("possible"); // Benjamini–Hochberg at 0.05: 0.015 > 0.05 / 22
  });

  it("keeps most of the 5 % for the suspicions: exploration is held to 1 % when there are any", () => {
    const alone = gradeComparisons([comparison({ p_value: 0.004, ...excluding }), ...filler(4)], 100);
    expect(alone[0]!.grade).toBe("strong"); // 0.004 <= 0.05 / 5
    const besideSuspicion = gradeComparisons(
      [comparison({ p_value: 0.004, ...excluding }), ...filler(4), comparison({ prespecified: true })],
      100,
    );
    expect(besideSuspicion[0]!.grade).toBe("possible"); // 0.004 > 0.01 / 5
  });

  it("grades by the test when a 0 cell widens the interval past 1, and by the interval otherwise", () => {
    // 4 of 4 days after the factor against 0 of 7 without: mid-p 1/660, interval 0.97 to 214
    const [zeroCell, plain] = gradeComparisons(
      [comparison({ p_value: 1 / 660, ci_low: 0.97, ci_high: 214 }), comparison({})],
      100,
    );
    expect(zeroCell!.grade).toBe("strong");
    expect(plain!.grade).toBe("no_evidence");
  });

  it("estimates the more days for a doubled risk at the level strong needs, rounded to 10", () => {
    // 50 and 50 days, 20 % without: detecting 40 % at 0.05 (one comparison) with 80 % power needs
    // [1.96 √(0.3·0.7·4) + 0.8416 √(0.24/0.5 + 0.16/0.5)]² / 0.2² = 162.4 days compared, 62 more
    const [one] = gradeComparisons([comparison({})], 100);
    expect(one!.more_days).toBe(60);
    // compared on only half the days logged: twice the logging
    expect(gradeComparisons([comparison({})], 200)[0]!.more_days).toBe(120);
    // with 300 days compared, a doubling would already have shown
    expect(gradeComparisons([comparison({ with_days: 150, without_days: 150 })], 300)[0]!.more_days).toBe(0);
  });

  it("gives no estimate without migraines on days without the factor, for strong, or beyond two years", () => {
    const [noBase, strong, tiny] = gradeComparisons(
      [
        comparison({ rate_without: 0 }),
        comparison({ p_value: 1e-6, ...excluding }),
        comparison({ rate_without: 0.01, with_days: 3, without_days: 97 }),
      ],
      100,
    );
    expect(noBase!.more_days).toBeNull();
    expect(strong!.more_days).toBeNull();
    expect(tiny!.more_days).toBeNull();
  });
});
