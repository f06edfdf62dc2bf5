import { MetricTrend } from "@/components/health/metric-trend";
import { BpReadings } from "@/components/health/bp-readings";
import { Chart } from "@/components/ui/chart";
import { TitledCard } from "@/components/ui/card";
import type { VitalsArea } from "@/lib/shares/dashboard";
import { formatShortDate } from "@/lib/time/format";

const BP_NAMES: Record<string, string> = { blood_pressure_systolic: "Systolic", blood_pressure_diastolic: "Diastolic" };
const fmt = (v: number) => String(Math.round(v * 10) / 10);

/** Vitals over the last 90 days: blood pressure by AHA category, and each measurement's trend. */
export function VitalsSection({ data, locale }: { data: VitalsArea; locale: string }) {
  const bpTrends = data.trends.filter((t) => t.type in BP_NAMES);
  const others = data.trends.filter((t) => !(t.type in BP_NAMES));
  return (
    <TitledCard id="share-vitals" title="Vitals">
      {data.trends.length === 0 ? (
        <p className="text-sm text-muted">No vital signs in the last {data.days} days.</p>
      ) : (
        <div className="space-y-6">
          {data.bpTotal > 0 && (
            <section aria-labelledby="share-bp">
              <h3 id="share-bp" className="font-semibold text-ink">
                Blood pressure
              </h3>
              <p className="mb-2 text-sm text-muted">
                {data.bpFlagged} of {data.bpTotal} reading{data.bpTotal === 1 ? "" : "s"} above normal in the last{" "}
                {data.days} days (American Heart Association categories). The latest:
              </p>
              <BpReadings readings={data.bp} dayOf={formatShortDate} />
            </section>
          )}
          {bpTrends.length > 0 && (
            <section aria-label="Blood pressure trend">
              <h3 className="mb-2 font-semibold text-ink">Blood pressure trend</h3>
              <Chart
                locale={locale}
                baseline="data"
                title="Blood pressure, daily average (systolic and diastolic, mmHg)"
                unit="mmHg"
                format={fmt}
                series={bpTrends.map((t) => ({
                  name: BP_NAMES[t.type]!,
                  points: t.points.map((p) => ({ label: p.date, date: p.date, value: p.value })),
                }))}
              />
            </section>
          )}
          {others.map((t) => (
            <MetricTrend key={t.type} trend={t} locale={locale} />
          ))}
        </div>
      )}
    </TitledCard>
  );
}
