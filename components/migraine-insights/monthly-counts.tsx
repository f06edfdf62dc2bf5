import { Chart } from "@/components/ui/chart";
import { DataTable } from "@/components/ui/data-table";
import { acuteClassLabel, classesUsed } from "@/lib/migraine-insights/display";
import type { MonthCounts } from "@/lib/migraine/monthly-counts";
import { formatShortMonth } from "@/lib/time/format";

const whole = (v: number) => String(Math.round(v));

/** The two charts over the months: migraine days, and days with any acute medication. */
const CHARTS = [
  { heading: "Migraine days per month", title: "Migraine days per month", value: (m: MonthCounts) => m.migraine_days },
  {
    heading: "Days with acute medication",
    title: "Acute medication days per month",
    value: (m: MonthCounts) => m.any_acute_medication_days,
  },
];

/**
 * Migraine and acute-medication days per month as two small bar charts, and every count in a
 * table: one column per class taken in these months. The current month is marked "so far".
 */
export function MonthlyCounts({
  monthly,
  current,
  locale,
}: {
  monthly: MonthCounts[];
  current: MonthCounts;
  locale: string;
}) {
  const all = [...monthly, current];
  const classes = classesUsed(all);
  const label = (m: MonthCounts) => `${formatShortMonth(m.month)}${m === current ? " (so far)" : ""}`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {CHARTS.map(({ heading, title, value }) => (
          <section key={title}>
            <h4 className="mb-2 text-sm font-semibold text-ink">{heading}</h4>
            <Chart
              locale={locale}
              title={title}
              unit="days"
              format={whole}
              integer
              height={120}
              points={all.map((m) => ({ label: label(m), month: m.month, value: value(m) }))}
            />
          </section>
        ))}
      </div>
      <DataTable
        caption="Headache, migraine and acute medication days per month"
        head={["Month", "Headache days", "Migraine days", "Acute medication days", ...classes.map(acuteClassLabel)]}
        rows={[...all]
          .reverse()
          .map((m) => [
            label(m),
            m.headache_days,
            m.migraine_days,
            m.any_acute_medication_days,
            ...classes.map((c) => m.acute_medication_days[c]),
          ])}
      />
    </div>
  );
}
