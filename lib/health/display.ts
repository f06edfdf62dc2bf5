/**
 * How health records read on screen: date labels, type names and values in the user's
 * units. Pure, so server pages and client forms share it.
 */
import { dayLabel } from "@/lib/time/format";
import { celsiusToFahrenheit, fahrenheitToCelsius, kgToLbs, lbsToKg, round } from "@/lib/units";

/** A record's day as the health view reads it: "Today", "Yesterday" or the short date (never "N days ago"). */
export function healthDayLabel(date: string, today: string): string {
  return dayLabel(date, today, { daysAgoUpTo: 1 });
}

/** The page's subtitle: the last migraine's day, or that none is logged. */
export function lastMigraineSubtitle(lastDate: string | undefined, today: string): string {
  return lastDate ? `Last migraine: ${healthDayLabel(lastDate, today)}` : "No migraines logged";
}

/** "blood_pressure_systolic" → "blood pressure systolic" (underscores as spaces). */
export function metricTypeLabel(type: string): string {
  return type.replaceAll("_", " ");
}

export const UNIT_SYMBOL: Record<string, string> = { C: "°C", F: "°F" };
export const unitSymbol = (unit: string | null) => (unit ? (UNIT_SYMBOL[unit] ?? unit) : "");

/** The series a type belongs to on charts: temperature and body_temperature are one. */
export function seriesOf(type: string): string {
  return type === "temperature" ? "body_temperature" : type;
}

/**
 * A stored value in the user's units: weights in kg or lbs and temperatures in C or F per
 * `imperial`, whatever unit they were entered in; other units pass through.
 */
export function inUserUnits(
  value: number,
  unit: string | null,
  imperial: boolean,
): { value: number; unit: string | null } {
  if (unit === "kg" && imperial) return { value: round(kgToLbs(value)), unit: "lbs" };
  if (unit === "lbs" && !imperial) return { value: round(lbsToKg(value)), unit: "kg" };
  if (unit === "C" && imperial) return { value: round(celsiusToFahrenheit(value)), unit: "F" };
  if (unit === "F" && !imperial) return { value: round(fahrenheitToCelsius(value)), unit: "C" };
  return { value, unit };
}

/** "72 bpm", "98.6 °F", "98 %". */
export function formatMetricValue(value: number, unit: string | null): string {
  const symbol = unitSymbol(unit);
  return symbol ? `${round(value)} ${symbol}` : String(round(value));
}
