import type { FactorAnalysis, FactorResult } from "@/lib/health/factors";
import { MIN_DAYS_OF_DATA, MIN_DAYS_PER_GROUP } from "@/lib/health/factors";
import { TitledCard } from "@/components/ui/card";

const pct = (x: number) => `${Math.round(x * 100)}%`;

function Comparison({ r }: { r: FactorResult }) {
  const when = r.lag === "same_day" ? "on days with it" : "on the day after";
  const other = r.lag === "same_day" ? "on other days" : "after other days";
  return (
    <li className="rounded-xl border border-slate-200 p-3 text-sm">
      <p className="font-medium text-ink">
        {r.label} <span className="font-normal text-muted">({r.lag === "same_day" ? "same day" : "day before"})</span>
      </p>
      <p className="text-muted">
        Migraine {when}: {r.with_migraine_days} of {r.with_days} days ({pct(r.rate_with)}); {other}:{" "}
        {r.without_migraine_days} of {r.without_days} days ({pct(r.rate_without)}).
      </p>
      {r.notable && (
        <p className="mt-1 font-medium text-amber-900">Associated with {r.direction} migraines in your records.</p>
      )}
    </li>
  );
}

/** Health Reports → which logged factors go together with migraine days. */
export function FactorReport({ analysis, windowDays }: { analysis: FactorAnalysis; windowDays: number }) {
  const notable = analysis.results.filter((r) => r.notable);
  const others = analysis.results.filter((r) => !r.notable);
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
        <div className="mt-3 space-y-3">
          <p className="text-sm text-muted">
            {analysis.comparisons} comparison{analysis.comparisons === 1 ? "" : "s"} over {analysis.days_of_data} days
            of records.{" "}
            {notable.length === 0
              ? "None shows a clear association yet."
              : `${notable.length} show${notable.length === 1 ? "s" : ""} a clear association.`}
          </p>
          {notable.length > 0 && (
            <ul aria-label="Clear associations" className="space-y-2">
              {notable.map((r) => (
                <Comparison key={`${r.key}-${r.lag}`} r={r} />
              ))}
            </ul>
          )}
          {others.length > 0 && (
            <details className="rounded-xl bg-slate-50 p-3">
              <summary className="min-h-11 cursor-pointer py-2 text-sm font-medium text-ink">
                Other comparisons (no clear association)
              </summary>
              <ul className="mt-2 space-y-2">
                {others.map((r) => (
                  <Comparison key={`${r.key}-${r.lag}`} r={r} />
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </TitledCard>
  );
}
