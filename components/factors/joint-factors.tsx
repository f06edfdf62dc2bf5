import type { FactorAnalysis } from "@/lib/health/factors/analysis";
import { JOINT_EXPLANATION, lagLabel, oddsRatioText } from "@/lib/health/factors/display";

/**
 * The joint model's factors, ranked by their adjusted odds ratio (all other factors held fixed);
 * without a model (fewer than 30 days with a factor known), a line that says so.
 */
export function JointFactors({ joint, id }: { joint: FactorAnalysis["joint"]; id: string }) {
  const heading = (
    <h3 id={id} className="font-semibold text-ink">
      Taken together
    </h3>
  );
  if (!joint)
    return (
      <section aria-labelledby={id} className="space-y-2">
        {heading}
        <p className="text-sm text-muted">
          Not yet: looking at all factors together needs more days on which every one of them is known.
        </p>
      </section>
    );
  const ranked = [...joint.factors].sort((a, b) => a.rank - b.rank);
  return (
    <section aria-labelledby={id} className="space-y-2">
      {heading}
      <p className="text-sm text-muted">
        {JOINT_EXPLANATION} Over {joint.days} days with at least one factor known.
      </p>
      <ol className="space-y-1 text-sm">
        {ranked.map((f) => (
          <li
            key={`${f.key}-${f.lag}`}
            className="flex flex-wrap justify-between gap-x-3 border-b border-slate-100 py-1.5"
          >
            <span className="min-w-0 break-words text-ink">
              {f.rank}. {f.label} <span className="text-muted">({lagLabel(f.lag)})</span>
            </span>
            <span className="text-ink tabular-nums">{oddsRatioText(f)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
