/**
 * The factor analysis in words, one wording for every place that shows it (the Health Reports
 * tab, the provider dashboard, the medical report): grades, risk ratios with their intervals,
 * the "more days" estimate and the user's suspicions. Every sentence speaks of an association
 * in the user's own records, never of a cause.
 */
import type { FactorResult, Grade, JointFactor, Lag } from "./analysis";
import { addDays } from "@/lib/time/dates";
import { formatShortDate } from "@/lib/time/format";

export const GRADE_LABELS: Record<Grade, string> = {
  strong: "Strong evidence",
  possible: "Possible",
  no_evidence: "No evidence yet",
  not_enough_data: "Not enough data",
};

/** A suspicion recorded after the records began counts as pre-specified once this many days have passed. */
export const PRESPECIFIED_AFTER_DAYS = 30;

/** Who reads: the user ("you") or a provider ("the patient"). */
export type Reader = "you" | "report";

export const lagLabel = (lag: Lag) => (lag === "same_day" ? "same day" : "day before");

/** A ratio to two significant figures: 0.45, 2.1, 12. */
export function formatRatio(x: number): string {
  if (!Number.isFinite(x)) return "∞";
  if (x >= 9.95) return String(Math.round(x));
  if (x >= 1) return x.toFixed(1);
  return x.toPrecision(2);
}

type Ratio = Pick<FactorResult, "risk_ratio" | "ci_low" | "ci_high">;

/** "95 % interval 1.2–3.6", or null without an interval. */
export function intervalText(r: Ratio): string | null {
  if (r.ci_low === null || r.ci_high === null) return null;
  return `95 % interval ${formatRatio(r.ci_low)}–${formatRatio(r.ci_high)}`;
}

/** "Migraine 2.1× as likely (95 % interval 1.2–3.6)"; below 1 it says "less likely" first. */
export function ratioText(r: Ratio): string {
  if (r.risk_ratio === null) return "Too few days in a group to compare";
  const interval = intervalText(r);
  const ratio = `${formatRatio(r.risk_ratio)}× as likely`;
  const head = r.risk_ratio < 1 ? `Migraine less likely: ${ratio}` : `Migraine ${ratio}`;
  return interval ? `${head} (${interval})` : head;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The counts a comparison rests on: "Migraine on the day after: 4 of 4 days (100%); after other days: 0 of 7 days (0%)." */
export function countsText(r: FactorResult): string {
  const when = r.lag === "same_day" ? "on days with it" : "on the day after";
  const other = r.lag === "same_day" ? "on other days" : "after other days";
  return (
    `Migraine ${when}: ${r.with_migraine_days} of ${r.with_days} days (${pct(r.rate_with)}); ` +
    `${other}: ${r.without_migraine_days} of ${r.without_days} days (${pct(r.rate_without)}).`
  );
}

/**
 * "About 40 more days of logging would tell.", for a comparison still open; when the days so
 * far would already show a doubled risk (0), that they would; null otherwise.
 */
export function moreDaysText(r: Pick<FactorResult, "grade" | "more_days">): string | null {
  if (r.more_days === null || r.more_days < 0) return null;
  if (r.grade !== "possible" && r.grade !== "no_evidence") return null;
  if (r.more_days === 0) return "Your records are already long enough to show a doubled risk.";
  // a rough estimate: the nearest ten reads as one, a single day would claim too much
  const days = r.more_days < 10 ? r.more_days : Math.round(r.more_days / 10) * 10;
  return `About ${days} more day${days === 1 ? "" : "s"} of logging would tell.`;
}

/** The day from which a suspicion recorded on `since` counts as pre-specified. */
export const exploratoryUntil = (since: string) => addDays(since, PRESPECIFIED_AFTER_DAYS);

/**
 * "You suspected this since Mar 12, 2026 (tested first)." or, while the suspicion is newer than
 * the rule allows, "…; it counts as exploratory until Apr 11, 2026."; null when not suspected.
 */
export function suspicionText(
  r: Pick<FactorResult, "prespecified" | "suspected_since">,
  reader: Reader = "you",
): string | null {
  if (r.suspected_since === null) return null;
  const who = reader === "you" ? "You suspected this" : "Suspected by the patient";
  const since = `${who} since ${formatShortDate(r.suspected_since)}`;
  if (r.prespecified) return `${since} (tested first).`;
  return `${since}; it counts as exploratory until ${formatShortDate(exploratoryUntil(r.suspected_since))}.`;
}

/** Each pre-specified factor once (both lags share the suspicion), with the day it was recorded. */
export function prespecifiedFactors(results: FactorResult[]): { key: string; label: string; since: string }[] {
  const seen = new Map<string, { key: string; label: string; since: string }>();
  for (const r of results)
    if (r.prespecified && r.suspected_since !== null && !seen.has(r.key))
      seen.set(r.key, { key: r.key, label: r.label, since: r.suspected_since });
  return [...seen.values()];
}

/** Which comparisons were tested first, and since when; the rest are exploratory. */
export function prespecifiedText(results: FactorResult[], reader: Reader = "you"): string {
  const first = prespecifiedFactors(results);
  const rest = "held to a stricter bar because many were made";
  if (first.length === 0)
    return `No suspected factor is pre-specified yet, so every comparison is exploratory: ${rest}.`;
  const who = reader === "you" ? "you suspected" : "the patient suspected";
  const list = first.map((f) => `${f.label} (since ${formatShortDate(f.since)})`).join("; ");
  return `Tested first, as ${who} them before these records showed anything: ${list}. The rest are exploratory: ${rest}.`;
}

/** Grades in the order they are shown. */
export const GRADE_ORDER: Grade[] = ["strong", "possible", "no_evidence", "not_enough_data"];

/** Strong evidence first, then possible, then the rest (no evidence yet, not enough data), each in the given order. */
export function groupByGrade(results: FactorResult[]): {
  strong: FactorResult[];
  possible: FactorResult[];
  rest: FactorResult[];
} {
  const rank = (g: Grade) => GRADE_ORDER.indexOf(g);
  return {
    strong: results.filter((r) => r.grade === "strong"),
    possible: results.filter((r) => r.grade === "possible"),
    rest: results.filter((r) => rank(r.grade) > 1).sort((a, b) => rank(a.grade) - rank(b.grade)),
  };
}

/** "2.1× the odds" with every other factor held fixed. */
export const oddsRatioText = (j: Pick<JointFactor, "odds_ratio">) => `${formatRatio(j.odds_ratio)}× the odds`;

export const JOINT_EXPLANATION =
  "Each factor's odds of a migraine day with all the others held fixed. A factor that only goes along with another " +
  "(short sleep on stressful days, say) drops here.";

/** The log-scale axis of the interval plots: 1/16 to 16, the line at 1 in the middle. */
export const FOREST_MIN = 1 / 16;
export const FOREST_MAX = 16;
export const FOREST_TICKS = [0.25, 0.5, 1, 2, 4, 8] as const;

/** Where a ratio sits on the interval plot's axis, in percent of its width (clamped to the ends). */
export function forestPosition(x: number): number {
  const clamped = Math.min(FOREST_MAX, Math.max(FOREST_MIN, x));
  const at = (Math.log(clamped) - Math.log(FOREST_MIN)) / (Math.log(FOREST_MAX) - Math.log(FOREST_MIN));
  return Math.round(at * 10000) / 100;
}
