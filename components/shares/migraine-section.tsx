import { Chart } from "@/components/ui/chart";
import { TitledCard } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import type { MigraineMonths } from "@/lib/shares/dashboard";
import { formatMonth, formatShortMonth } from "@/lib/time/format";

const whole = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** Migraine days and acute-medication days per month, with the medication-overuse flag (ICHD-3). */
export function MigraineSection({ data, locale }: { data: MigraineMonths; locale: string }) {
  const flagged = data.months.filter((m) => m.overuse.flagged);
  return (
    <TitledCard id="share-migraines" title="Migraines">
      <p className="text-sm text-muted">
        {data.episodes} episode{data.episodes === 1 ? "" : "s"} logged in the last {data.months.length} months.
      </p>
      {flagged.length > 0 ? (
        <p role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span aria-hidden="true">⚠ </span>
          Possible medication overuse in {flagged.map((m) => formatMonth(m.month)).join(", ")}: acute medication on{" "}
          {flagged.map((m) => `${m.overuse.days} days`).join(", ")} (ICHD-3 threshold: 10 days a month for triptans,
          ergots, opioids or combinations, 15 for simple analgesics alone).
        </p>
      ) : (
        <p className="mt-3 text-sm text-muted">No month reaches the medication-overuse threshold (ICHD-3).</p>
      )}
      <div className="mt-4 space-y-6">
        <section>
          <h3 className="mb-2 font-semibold text-ink">Migraine days per month</h3>
          <Chart
            locale={locale}
            title="Migraine days per month"
            unit="days"
            format={whole}
            integer
            points={data.months.map((m) => ({
              label: formatShortMonth(m.month),
              month: m.month,
              value: m.migraine_days,
            }))}
          />
        </section>
        <section>
          <h3 className="mb-2 font-semibold text-ink">Acute medication days per month</h3>
          <Chart
            locale={locale}
            title="Acute medication days per month"
            unit="days"
            format={whole}
            integer
            points={data.months.map((m) => ({ label: formatShortMonth(m.month), month: m.month, value: m.acute_days }))}
          />
        </section>
        <DataTable
          caption="Migraine and acute medication days by month"
          head={["Month", "Migraine days", "Acute medication days"]}
          rows={[...data.months].reverse().map((m) => [
            formatShortMonth(m.month),
            m.migraine_days,
            <>
              {m.acute_days}
              {m.overuse.flagged && (
                <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                  Overuse (≥{m.overuse.threshold})
                </span>
              )}
            </>,
          ])}
        />
      </div>
    </TitledCard>
  );
}
