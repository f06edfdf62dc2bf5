/** The dashboard charts' data: 2 queries (per-day logging of 7 days, weight readings of 90). */
import "server-only";
import type { Db } from "@/db/client";
import { listMetricsSince } from "@/lib/health/metrics";
import { loadDayLogs } from "@/lib/insights/load";
import { caloriesWeek, WEIGHT_DAYS, weightTrend } from "./charts";
import { addDays } from "@/lib/time/dates";

export async function getDashboardCharts(
  db: Db,
  { userId, today, imperial }: { userId: string; today: string; imperial: boolean },
) {
  const [days, metrics] = await Promise.all([
    loadDayLogs(db, { userId, since: addDays(today, -6), until: today }),
    listMetricsSince(db, { userId, since: addDays(today, -(WEIGHT_DAYS - 1)) }),
  ]);
  return {
    calories: caloriesWeek(days, today),
    weight: weightTrend(
      metrics.filter((m) => m.metric_type === "weight" && m.date <= today),
      imperial,
    ),
  };
}
