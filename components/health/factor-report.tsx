import type { FactorAnalysis, FactorResult } from "@/lib/health/factors/analysis";
import { MIN_DAYS_OF_DATA, MIN_DAYS_PER_GROUP } from "@/lib/health/factors/analysis";
import { GRADE_LABELS, groupByGrade, prespecifiedText } from "@/lib/health/factors/display";
import { FactorRow } from "@/components/factors/factor-row";
import { JointFactors } from "@/components/factors/joint-factors";
import { TitledCard } from "@/components/ui/card";

function Group({ id, title, rows }: { id: string; title: string; rows: FactorResult[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold text-ink">
        {title} ({rows.length})
      </h3>
      <ul className="space-y-2">
        {rows.map((r) => (
          <FactorRow key={`${r.key}-${r.lag}`} r={r} />
        ))}
      </ul>
    </section>
  );
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Health Reports → which logged factors go together with migraine days, graded, with their ratios. */
export function FactorReport({ analysis, windowDays }: { analysis: FactorAnalysis; windowDays: number }) {
  const { strong, possible, rest } = groupByGrade(analysis.results);
  return (
    <TitledCard id="report-factors" title="Possible Factors">
      <p className="text-sm text-muted">
        How often a migraine came on days with a factor (logged triggers, your journal&apos;s sleep, stress, mood and
        energy, exercise, calories, food ingredients of scanned products such as caffeine or aspartame, and pressure
        drops in your place&apos;s weather) versus days without it, over the last {windowDays} days. These are
        associations in your own records, not a diagnosis: a factor can go with migraines without causing them. Talk
        them over with your doctor.
      </p>
      {!analysis.enough_data ? (
        <p className="mt-3 text-sm text-muted">
          This needs at least {MIN_DAYS_OF_DATA} days of records; you have {analysis.days_of_data}.
        </p>
      ) : analysis.results.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No factor has at least {MIN_DAYS_PER_GROUP} days with it and {MIN_DAYS_PER_GROUP} without it yet (
          {analysis.days_of_data} days of records).
        </p>
      ) : (
        <div className="mt-3 space-y-5">
          <div className="space-y-2 text-sm text-muted">
            <p>
              {count(analysis.comparisons, "comparison")} over {analysis.days_of_data} days of records: {strong.length}{" "}
              with strong evidence, {possible.length} possible.
            </p>
            <p>
              &ldquo;2× as likely&rdquo; means a migraine came twice as often with the factor as without it. The bar
              shows that ratio and its 95 % interval, the range the true ratio likely lies in; the line marks 1, the
              same rate either way. {GRADE_LABELS.strong}: it holds after allowing for every comparison made.{" "}
              {GRADE_LABELS.possible}: the interval leaves out 1, before that allowance.
            </p>
            <p>{prespecifiedText(analysis.results)}</p>
          </div>
          <Group id="factors-strong" title={GRADE_LABELS.strong} rows={strong} />
          <Group id="factors-possible" title={GRADE_LABELS.possible} rows={possible} />
          {strong.length + possible.length === 0 && (
            <p className="text-sm text-muted">No factor goes clearly with your migraines yet.</p>
          )}
          {rest.length > 0 && (
            <details className="rounded-xl bg-slate-50 p-3">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-ink">
                Other comparisons: {GRADE_LABELS.no_evidence.toLowerCase()} or{" "}
                {GRADE_LABELS.not_enough_data.toLowerCase()} ({rest.length})
              </summary>
              <ul className="mt-2 space-y-2">
                {rest.map((r) => (
                  <FactorRow key={`${r.key}-${r.lag}`} r={r} />
                ))}
              </ul>
            </details>
          )}
          <JointFactors joint={analysis.joint} id="factors-joint" />
        </div>
      )}
    </TitledCard>
  );
}
