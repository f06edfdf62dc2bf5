import { BpReadings } from "./bp-readings";
import { MetricTrend } from "./metric-trend";
import { ButtonLink } from "@/components/ui/button";
import { Chart } from "@/components/ui/chart";
import { isFlagged, pairBloodPressure } from "@/lib/health/blood-pressure";
import { formatMetricValue, healthDayLabel } from "@/lib/health/display";
import type { HealthMetric } from "@/lib/health/service";
import { TREND_PERIODS, vitalsTrends } from "@/lib/health/vitals-trends";
import { PeriodLinks } from "./period-links";
import { TitledCard } from "@/components/ui/card";

const SHOWN_BP = 10;
/** The two series of blood pressure: drawn as one chart with a line each. */
const BP_TYPES = ["blood_pressure_systolic", "blood_pressure_diastolic"] as const;
const BP_NAMES = { blood_pressure_systolic: "Systolic", blood_pressure_diastolic: "Diastolic" } as const;

/** Health Reports → vitals trends per type, and blood pressure by AHA category. */
export function VitalsReport({
  metrics,
  today,
  days,
  imperial,
  calendarHref,
  locale,
}: {
  locale: string;
  metrics: HealthMetric[];
  today: string;
  days: number;
  imperial: boolean;
  calendarHref?: string;
}) {
  const trends = vitalsTrends(metrics, today, days, imperial);
  const since = trends[0]?.points[0]?.date ?? today;
  const bp = pairBloodPressure(metrics.filter((m) => m.date >= since));
  const flagged = bp.filter((r) => isFlagged(r.category)).length;
  const bpTrends = BP_TYPES.flatMap((type) => trends.filter((t) => t.type === type));
  const fmt = (v: number) => String(Math.round(v * 10) / 10);
  return (
    <TitledCard id="report-vitals" title="Vitals Trends">
      <PeriodLinks
        label="Vitals period"
        options={TREND_PERIODS.map((d) => ({
          href: `/health?tab=reports&report=vitals&period=${d}`,
          label: `${d} days`,
          active: d === days,
        }))}
      />
      {trends.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No vital signs in the last {days} days.</p>
      ) : (
        <div className="mt-4 space-y-6">
          <p className="text-sm text-muted">
            {trends.reduce((n, t) => n + t.readings, 0)} readings in the last {days} days.
          </p>
          {bp.length > 0 && (
            <section aria-labelledby="report-bp">
              <h3 id="report-bp" className="mb-1 font-semibold text-ink">
                Blood pressure
              </h3>
              <p className="mb-2 text-sm text-muted">
                {flagged} of {bp.length} reading{bp.length === 1 ? "" : "s"} above normal (American Heart Association
                categories).
              </p>
              <BpReadings readings={bp.slice(0, SHOWN_BP)} dayOf={(date) => healthDayLabel(date, today)} />
            </section>
          )}
          {bpTrends.length > 0 && (
            <section aria-label="Blood pressure trend">
              <h3 className="font-semibold text-ink">Blood pressure trend</h3>
              <p className="text-sm text-muted">
                {bpTrends
                  .map(
                    (t) =>
                      `${BP_NAMES[t.type as keyof typeof BP_NAMES]} ${formatMetricValue(t.min, t.unit)} to ${formatMetricValue(t.max, t.unit)}`,
                  )
                  .join(" · ")}
              </p>
              <Chart
                locale={locale}
                baseline="data"
                title="Blood pressure, daily average (systolic and diastolic, mmHg)"
                unit="mmHg"
                format={fmt}
                series={bpTrends.map((t) => ({
                  name: BP_NAMES[t.type as keyof typeof BP_NAMES],
                  points: t.points.map((p) => ({ label: p.date, date: p.date, value: p.value })),
                }))}
              />
            </section>
          )}
          {trends
            .filter((t) => !(BP_TYPES as readonly string[]).includes(t.type))
            .map((t) => (
              <MetricTrend key={t.type} trend={t} locale={locale} />
            ))}
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {trends.length === 0 && <ButtonLink href="/health?tab=vitals">Record vital signs</ButtonLink>}
        {calendarHref && (
          <ButtonLink href={calendarHref} variant="secondary">
            View Calendar
          </ButtonLink>
        )}
      </div>
    </TitledCard>
  );
}
