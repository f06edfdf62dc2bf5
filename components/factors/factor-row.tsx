import type { FactorResult } from "@/lib/health/factors/analysis";
import {
  countsText,
  lagLabel,
  moreDaysText,
  ratioText,
  suspicionText,
  type Reader,
} from "@/lib/health/factors/display";
import { GradeBadge } from "./grade-badge";
import { IntervalPlot } from "./interval-plot";

/**
 * One comparison: the factor and its lag, its grade, the ratio with its interval (in words and
 * drawn), the counts it rests on, whether it was suspected, and how many more days would tell.
 * `compact` leaves out the plot and the counts' sentence (the provider's list).
 */
export function FactorRow({
  r,
  reader = "you",
  compact = false,
}: {
  r: FactorResult;
  reader?: Reader;
  compact?: boolean;
}) {
  const suspicion = suspicionText(r, reader);
  const more = moreDaysText(r);
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words text-ink">
          {r.label} <span className="font-normal text-muted">({lagLabel(r.lag)})</span>
        </p>
        <GradeBadge grade={r.grade} />
      </div>
      <p className="mt-1 text-ink">{ratioText(r)}</p>
      {!compact && <IntervalPlot r={r} />}
      <p className="mt-1 text-muted">
        {compact
          ? `Migraine days: ${r.with_migraine_days} of ${r.with_days} ${r.lag === "same_day" ? "with it" : "after it"}, ${r.without_migraine_days} of ${r.without_days} otherwise.`
          : countsText(r)}
      </p>
      {suspicion && <p className="mt-1 font-medium text-brand-700">{suspicion}</p>}
      {more && <p className="mt-1 text-muted">{more}</p>}
    </li>
  );
}
