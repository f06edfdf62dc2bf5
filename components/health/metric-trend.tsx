import { Chart } from "@/components/ui/chart";
import { formatMetricValue, metricTypeLabel, unitSymbol } from "@/lib/health/display";
import type { Trend } from "@/lib/health/vitals-trends";

const fmt = (v: number) => String(Math.round(v * 10) / 10);

/** One measurement's daily averages: min, average and max in words, then the line. */
export function MetricTrend({ trend: t, locale }: { trend: Trend; locale: string }) {
  return (
    <section aria-label={`${metricTypeLabel(t.type)} trend`}>
      <h3 className="font-semibold capitalize text-ink">{metricTypeLabel(t.type)}</h3>
      <p className="text-sm text-muted">
        Min {formatMetricValue(t.min, t.unit)} · Avg {formatMetricValue(t.avg, t.unit)} · Max{" "}
        {formatMetricValue(t.max, t.unit)} ({t.readings} reading{t.readings === 1 ? "" : "s"})
      </p>
      <Chart
        locale={locale}
        kind="line"
        baseline="data"
        title={`${metricTypeLabel(t.type)}, daily average`}
        unit={unitSymbol(t.unit)}
        format={fmt}
        points={t.points.map((p) => ({ label: p.date, date: p.date, value: p.value }))}
      />
    </section>
  );
}
