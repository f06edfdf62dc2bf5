import { FactorRow } from "@/components/factors/factor-row";
import { JointFactors } from "@/components/factors/joint-factors";
import { GRADE_LABELS, groupByGrade, prespecifiedText } from "@/lib/health/factors/display";
import { leftOutText, type ShownFactors } from "@/lib/health/factors/scope";

/**
 * The factor analysis for the provider, compactly: strong and possible associations first with
 * their ratio, interval and grade, the rest folded away; which were the patient's pre-specified
 * suspicions; and the joint view when every factor in it is shared.
 */
export function FactorsSection({ factors }: { factors: ShownFactors }) {
  const { strong, possible, rest } = groupByGrade(factors.results);
  const first = [...strong, ...possible];
  return (
    <section aria-labelledby="share-factors" className="space-y-3">
      <h3 id="share-factors" className="font-semibold text-ink">
        Possible triggers
      </h3>
      <p className="text-sm text-muted">
        Migraine rate on days with each factor versus days without, over the last {factors.window_days} days: the ratio
        with its 95 % interval. Associations in the patient&apos;s own records, not a diagnosis. {GRADE_LABELS.strong}:
        holds after correction for all comparisons; {GRADE_LABELS.possible.toLowerCase()}: the interval excludes 1
        without correction.
        {leftOutText(factors.left_out) && ` ${leftOutText(factors.left_out)}`}
      </p>
      {!factors.enough_data || factors.results.length === 0 ? (
        <p className="text-sm text-muted">Too few days of records to compare yet.</p>
      ) : (
        <>
          <p className="text-sm text-muted">{prespecifiedText(factors.results, "report")}</p>
          {first.length === 0 ? (
            <p className="text-sm text-muted">No factor is graded strong or possible yet.</p>
          ) : (
            <ul className="space-y-2" aria-label="Strong and possible associations">
              {first.map((r) => (
                <FactorRow key={`${r.key}-${r.lag}`} r={r} reader="report" compact />
              ))}
            </ul>
          )}
          {rest.length > 0 && (
            <details className="rounded-xl bg-slate-50 p-3">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-ink">
                Other comparisons ({rest.length})
              </summary>
              <ul className="mt-2 space-y-2">
                {rest.map((r) => (
                  <FactorRow key={`${r.key}-${r.lag}`} r={r} reader="report" compact />
                ))}
              </ul>
            </details>
          )}
          <JointFactors joint={factors.joint} id="share-factors-joint" />
        </>
      )}
    </section>
  );
}
