/**
 * The medical report's possible triggers: each factor's migraine days with and without it, the
 * risk ratio with its 95 % interval, the grade and how many more days would tell; which were
 * the patient's pre-specified suspicions; and the joint view. Worded as associations in the
 * patient's records.
 */
import "server-only";
import {
  formatRatio,
  GRADE_LABELS,
  groupByGrade,
  intervalText,
  JOINT_EXPLANATION,
  lagLabel,
  moreDaysText,
  prespecifiedText,
  suspicionText,
} from "@/lib/health/factors/display";
import type { FactorResult } from "@/lib/health/factors/analysis";
import { leftOutText, type ShownFactors } from "@/lib/health/factors/scope";
import { heading, line, table, type Pdf } from "./pdf-doc";

const pct = (x: number) => `${Math.round(x * 100)}%`;

function ratioCell(r: FactorResult): string {
  if (r.risk_ratio === null) return "-";
  const interval = intervalText(r);
  return interval
    ? `${formatRatio(r.risk_ratio)} (${interval.replace("95 % interval ", "")})`
    : formatRatio(r.risk_ratio);
}

/** "about 40", from the shared sentence, or "-" where no estimate applies. */
function moreDaysCell(r: FactorResult): string {
  const text = moreDaysText(r);
  return text ? text.replace(/^About (\d+) more days?.*$/, "about $1") : "-";
}

export function possibleTriggers(doc: Pdf, factors: ShownFactors): void {
  heading(doc, "Possible triggers");
  line(
    doc,
    `Migraine days with each factor versus without it, over the last ${factors.window_days} days of the diary. ` +
      "Associations in the patient's own records, not a diagnosis. Ratio: the migraine rate with the factor " +
      `over the rate without, with its 95 % confidence interval. ${GRADE_LABELS.strong}: holds after correction ` +
      "for all comparisons; " +
      `${GRADE_LABELS.possible.toLowerCase()}: the interval excludes 1 without correction.`,
    { muted: true },
  );
  const leftOut = leftOutText(factors.left_out);
  if (leftOut) line(doc, leftOut, { muted: true });
  if (!factors.enough_data || factors.results.length === 0) {
    line(doc, "Too few days of records to compare yet.", { muted: true });
    return;
  }
  const { strong, possible, rest } = groupByGrade(factors.results);
  const rows = [...strong, ...possible, ...rest];
  table(
    doc,
    [
      ["Factor (lag)", 3],
      ["With it", 1.1],
      ["Without", 1.1],
      ["Ratio (95 % CI)", 1.5],
      ["Grade", 1.4],
      ["More days", 0.9],
    ],
    rows.map((r) => [
      `${r.label} (${lagLabel(r.lag)})${r.suspected_since ? " *" : ""}`,
      `${r.with_migraine_days}/${r.with_days} (${pct(r.rate_with)})`,
      `${r.without_migraine_days}/${r.without_days} (${pct(r.rate_without)})`,
      ratioCell(r),
      GRADE_LABELS[r.grade],
      moreDaysCell(r),
    ]),
  );
  line(
    doc,
    "With it / without: migraine days of the days compared. More days: about how many more days of logging at " +
      "the current rates would show a doubled risk (80 % power). * suspected by the patient.",
    { muted: true },
  );
  line(doc, prespecifiedText(factors.results, "report"));
  const suspected = new Map<string, FactorResult>();
  for (const r of rows) if (r.suspected_since && !r.prespecified && !suspected.has(r.key)) suspected.set(r.key, r);
  for (const r of suspected.values()) line(doc, `${r.label}: ${suspicionText(r, "report")}`, { muted: true });

  line(doc, "Taken together", { bold: true });
  if (!factors.joint) {
    line(doc, "Not yet: looking at all factors together needs more days on which every one of them is known.", {
      muted: true,
    });
    return;
  }
  line(doc, `${JOINT_EXPLANATION} Over ${factors.joint.days} days with at least one factor known.`, { muted: true });
  table(
    doc,
    [
      ["Rank", 0.6],
      ["Factor (lag)", 4],
      ["Adjusted odds ratio", 1.6],
    ],
    [...factors.joint.factors]
      .sort((a, b) => a.rank - b.rank)
      .map((f) => [String(f.rank), `${f.label} (${lagLabel(f.lag)})`, formatRatio(f.odds_ratio)]),
  );
}
