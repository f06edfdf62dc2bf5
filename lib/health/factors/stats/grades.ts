/**
 * The grade of each comparison of the factor analysis, and the "more days" estimate.
 *
 * Two families: the user's pre-specified suspicions, corrected among themselves with Holm,
 * and everything else, exploratory, with Benjamini–Hochberg. "Strong" means rejected in its
 * family. The levels split one budget: on a diary where nothing is real, the chance of any
 * "strong" is at most ALPHA_PRESPECIFIED + ALPHA_EXPLORATORY_WITH_SUSPICIONS, or
 * ALPHA_EXPLORATORY alone when nothing is suspected (Benjamini–Hochberg controls the chance of
 * any finding at its level when every comparison is null), so at most 5 % either way. Most of
 * the budget goes to the suspicions: the user names a few factors before the data could
 * suggest them, and that is what lets a doubled risk show within months.
 */
import { holmRejections, benjaminiHochbergRejections } from "./multiplicity";
import { daysNeededForPower } from "./power";

export const ALPHA_PRESPECIFIED = 0.04;
export const ALPHA_EXPLORATORY_WITH_SUSPICIONS = 0.01;
export const ALPHA_EXPLORATORY = 0.05;
/** The power, and the risk multiple, the "more days" estimate is for. */
export const TARGET_POWER = 0.8;
export const TARGET_RISK_RATIO = 2;
/** Beyond this many more days, logging is no practical way to tell, and no estimate is given. */
export const MAX_MORE_DAYS = 730;

export type TestedComparison = {
  p_value: number;
  ci_low: number;
  ci_high: number;
  prespecified: boolean;
  with_days: number;
  without_days: number;
  rate_without: number;
};

export type GradedComparison = { grade: "strong" | "possible" | "no_evidence"; more_days: number | null };

/**
 * `daysOfData` is the days the analysis spans; a comparison known on fewer of them (journal
 * skipped, no weather) needs proportionally more days of logging.
 */
export function gradeComparisons(tested: TestedComparison[], daysOfData: number): GradedComparison[] {
  const pre = tested.filter((t) => t.prespecified);
  const exploratory = tested.filter((t) => !t.prespecified);
  const alphaExploratory = pre.length > 0 ? ALPHA_EXPLORATORY_WITH_SUSPICIONS : ALPHA_EXPLORATORY;
  const strongPre = holmRejections(
    pre.map((t) => t.p_value),
    ALPHA_PRESPECIFIED,
  );
  const strongExploratory = benjaminiHochbergRejections(
    exploratory.map((t) => t.p_value),
    alphaExploratory,
  );
  const strong = new Map<TestedComparison, boolean>();
  pre.forEach((t, i) => strong.set(t, strongPre[i]!));
  exploratory.forEach((t, i) => strong.set(t, strongExploratory[i]!));
  // the level one comparison must reach on its own to be "strong": the first step of either procedure
  const firstStep = (t: TestedComparison) =>
    t.prespecified ? ALPHA_PRESPECIFIED / pre.length : alphaExploratory / exploratory.length;

  return tested.map((t) => {
    // "strong" rests on the test alone: with a 0 cell and few days the Katz interval is wider
    // than the exact test warrants (4 of 4 days against 0 of 7 reaches 0.97 to 214)
    if (strong.get(t)) return { grade: "strong", more_days: null };
    const excludesOne = t.ci_low > 1 || t.ci_high < 1;
    return { grade: excludesOne ? "possible" : "no_evidence", more_days: moreDays(t, firstStep(t), daysOfData) };
  });
}

function moreDays(t: TestedComparison, alpha: number, daysOfData: number): number | null {
  const compared = t.with_days + t.without_days;
  const p0 = t.rate_without;
  if (!(p0 > 0) || p0 >= 0.95 || compared === 0) return null;
  const needed = daysNeededForPower({
    rateWithout: p0,
    rateWith: Math.min(TARGET_RISK_RATIO * p0, 0.95),
    exposedShare: t.with_days / compared,
    alpha,
    power: TARGET_POWER,
  });
  // 0: the days so far would already show a doubled risk most of the time
  if (needed <= compared) return 0;
  const logged = ((needed - compared) * daysOfData) / compared;
  if (logged > MAX_MORE_DAYS) return null;
  return Math.max(10, Math.round(logged / 10) * 10);
}
