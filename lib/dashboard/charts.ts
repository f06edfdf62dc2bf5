/**
 * The dashboard's charts from loaded data, pure: calories of the last 7 days against the
 * goal, and the weight trend smoothed as a trailing 7-day mean, in the user's units.
 */
import type { ChartPoint } from "@/lib/chart-point";
import { inUserUnits } from "@/lib/health/display";
import { type DayLog } from "@/lib/insights/days";
import { round } from "@/lib/units";
import { addDays, datesEnding } from "@/lib/time/dates";
import { chartDayLabel } from "@/lib/time/chart-labels";
import { formatWeekday } from "@/lib/time/format";

export const WEIGHT_DAYS = 90;
/** The smoothing window: each point is the mean of the readings of the 7 days ending it. */
export const SMOOTHING_DAYS = 7;

export function caloriesWeek(days: Map<string, DayLog>, today: string): { points: ChartPoint[]; logged: number } {
  const dates = datesEnding(today, 7);
  const points = dates.map((d) => {
    const day = days.get(d);
    const label = d === today ? "Today" : formatWeekday(d);
    return { label, value: day && day.food_entries > 0 ? Math.round(day.calories) : null };
  });
  return { points, logged: points.filter((p) => p.value !== null).length };
}

export type WeightReading = { date: string; value: number; unit: string | null };

/** One point per day with a reading: the mean of the readings of the 7 days ending that day. */
export function weightTrend(readings: WeightReading[], imperial: boolean): { points: ChartPoint[]; unit: string } {
  const unit = imperial ? "lbs" : "kg";
  const inUnits = readings
    .map((r) => ({ date: r.date, value: inUserUnits(r.value, r.unit ?? "kg", imperial).value }))
    .sort((a, b) => a.date.localeCompare(b.date));
  const dates = [...new Set(inUnits.map((r) => r.date))];
  const points = dates.map((date) => {
    const from = addDays(date, -(SMOOTHING_DAYS - 1));
    const window = inUnits.filter((r) => r.date >= from && r.date <= date);
    return {
      label: chartDayLabel(date),
      date,
      value: round(window.reduce((n, r) => n + r.value, 0) / window.length),
    };
  });
  return { points, unit };
}
