/**
 * Vitals trends (pure): per metric series, the daily average over a period in the user's
 * units (mixed kg/lbs or C/F entries chart together), with min, average and max.
 */
import { inUserUnits, seriesOf } from "./display";
import { addDays } from "@/lib/time/dates";

export const TREND_PERIODS = [7, 30, 90] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

type Metric = { metric_type: string; value: number; unit: string | null; date: string };

export type Trend = {
  type: string;
  unit: string | null;
  readings: number;
  min: number;
  avg: number;
  max: number;
  points: { date: string; value: number | null }[];
};

export function vitalsTrends(metrics: Metric[], today: string, days: number, imperial: boolean): Trend[] {
  const since = addDays(today, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => addDays(since, i));
  const bySeries = new Map<string, { unit: string | null; values: Map<string, number[]>; all: number[] }>();
  for (const m of metrics) {
    if (m.date < since || m.date > today) continue;
    const converted = inUserUnits(m.value, m.unit, imperial);
    const key = seriesOf(m.metric_type);
    const series = bySeries.get(key) ?? {
      unit: converted.unit,
      values: new Map<string, number[]>(),
      all: [] as number[],
    };
    series.values.set(m.date, [...(series.values.get(m.date) ?? []), converted.value]);
    series.all.push(converted.value);
    bySeries.set(key, series);
  }
  return [...bySeries.entries()]
    .map(([type, s]) => ({
      type,
      unit: s.unit,
      readings: s.all.length,
      min: Math.min(...s.all),
      max: Math.max(...s.all),
      avg: s.all.reduce((a, b) => a + b, 0) / s.all.length,
      points: dates.map((date) => {
        const v = s.values.get(date);
        return { date, value: v ? v.reduce((a, b) => a + b, 0) / v.length : null };
      }),
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}
