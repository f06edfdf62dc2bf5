import { withBloodPressureReadings } from "@/lib/health/blood-pressure";
import { formatMetricValue, inUserUnits, metricTypeLabel } from "@/lib/health/display";
import type { HealthMetric } from "@/lib/health/service";
import { localTimeIn } from "@/lib/time/zones";
import { TitledCard } from "@/components/ui/card";
import { PendingWrites } from "@/components/offline/pending-writes";

/** Vital Signs → today's measurements in the user's units, each with the time it was recorded. */
export function TodaysReadings({
  metrics,
  timeZone,
  imperial,
}: {
  metrics: HealthMetric[];
  timeZone: string;
  imperial: boolean;
}) {
  return (
    <TitledCard id="vitals-today" title="Today's Readings">
      <PendingWrites paths={["/api/health-metrics"]} className="mb-2" />
      {metrics.length === 0 ? (
        <p className="text-sm text-muted">No readings today yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {withBloodPressureReadings(metrics).map((line) => {
            const m = line.kind === "metric" ? line.metric : line.systolic;
            const shown = inUserUnits(m.value, m.unit, imperial);
            return (
              <li key={m.metric_id} className="flex justify-between gap-3 py-2 text-sm">
                <span className="capitalize text-ink">
                  {line.kind === "metric" ? metricTypeLabel(m.metric_type) : "blood pressure"}
                </span>
                <span className="text-right">
                  <span className="font-semibold text-ink">
                    {line.kind === "metric" ? formatMetricValue(shown.value, shown.unit) : line.text}
                  </span>
                  <span className="block text-xs text-muted">recorded at {localTimeIn(timeZone, m.created_at)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </TitledCard>
  );
}
