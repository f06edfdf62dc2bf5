import { ButtonLink } from "@/components/ui/button";
import { Chart } from "@/components/ui/chart";
import type { MigrainePatterns } from "@/lib/health/patterns";
import { round } from "@/lib/units";
import { CountList } from "./count-list";
import { TitledCard } from "@/components/ui/card";

/** Whole days on the axis; a half-way tick of a small scale keeps its decimal. */
const days = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function Distribution({ label, rows }: { label: string; rows: { label: string; count: number }[] }) {
  return (
    <section aria-label={label}>
      <h3 className="mb-1 text-sm font-semibold text-ink">{label}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {rows.map((r) => (
          <div key={r.label} className="flex justify-between gap-2">
            <dt className="text-muted">{r.label}</dt>
            <dd className="font-medium text-ink">{r.count}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Health Reports → migraine pattern analysis over six months. */
export function MigraineReport({
  patterns,
  calendarHref,
  locale,
}: {
  patterns: MigrainePatterns;
  calendarHref?: string;
  locale: string;
}) {
  const p = patterns;
  return (
    <TitledCard id="report-migraines" title="Migraine Pattern Analysis">
      {p.episodes === 0 ? (
        <p className="text-sm text-muted">No migraine episodes in the last 6 months.</p>
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-muted">
            {p.episodes} episode{p.episodes === 1 ? "" : "s"} on {p.migraine_days} day
            {p.migraine_days === 1 ? "" : "s"} in the last 6 months.
          </p>
          <dl className="grid grid-cols-2 gap-2">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-muted">Average severity</dt>
              <dd className="text-2xl font-bold text-ink">{round(p.average_severity ?? 0)}/10</dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs text-muted">Average duration</dt>
              <dd className="text-2xl font-bold text-ink">
                {p.average_duration_hours === null ? "–" : `${round(p.average_duration_hours)} h`}
              </dd>
              <dd className="text-xs text-muted">
                from {p.episodes_with_duration} episode{p.episodes_with_duration === 1 ? "" : "s"} with a duration
              </dd>
            </div>
          </dl>
          <section aria-label="Migraine days per month">
            <h3 className="text-sm font-semibold text-ink">Migraine days per month</h3>
            <Chart
              locale={locale}
              title="Migraine days per month"
              unit="days"
              format={days}
              points={p.per_month.map((m) => ({ label: m.label, month: m.key, value: m.migraine_days }))}
              integer
            />
          </section>
          <section aria-label="Acute-treatment days per month">
            <h3 className="text-sm font-semibold text-ink">Acute-treatment days per month</h3>
            <p className="text-xs text-muted">Days with a treatment noted on an episode.</p>
            <Chart
              locale={locale}
              title="Acute-treatment days per month"
              unit="days"
              format={days}
              points={p.per_month.map((m) => ({ label: m.label, month: m.key, value: m.treatment_days }))}
              integer
            />
          </section>
          <Distribution label="By weekday" rows={p.weekdays} />
          <Distribution label="By time of day" rows={p.times_of_day} />
          <div className="grid gap-5 sm:grid-cols-2">
            <section aria-labelledby="report-top-triggers">
              <h3 id="report-top-triggers" className="mb-2 text-sm font-semibold text-ink">
                Most frequent triggers
              </h3>
              {p.top_triggers.length ? (
                <CountList label="Most frequent triggers" counts={p.top_triggers} total={p.episodes} />
              ) : (
                <p className="text-sm text-muted">No triggers noted.</p>
              )}
            </section>
            <section aria-labelledby="report-top-symptoms">
              <h3 id="report-top-symptoms" className="mb-2 text-sm font-semibold text-ink">
                Most frequent symptoms
              </h3>
              {p.top_symptoms.length ? (
                <CountList label="Most frequent symptoms" counts={p.top_symptoms} total={p.episodes} />
              ) : (
                <p className="text-sm text-muted">No symptoms noted.</p>
              )}
            </section>
          </div>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {p.episodes === 0 && <ButtonLink href="/health?tab=tracker">Log a migraine</ButtonLink>}
        {calendarHref && (
          <ButtonLink href={calendarHref} variant="secondary">
            View Calendar
          </ButtonLink>
        )}
      </div>
    </TitledCard>
  );
}
