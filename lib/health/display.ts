/**
 * How health records read on screen: date labels, type names and values in the user's
 * units. Pure, so server pages and client forms share it.
 */
import { celsiusToFahrenheit, fahrenheitToCelsius, kgToLbs, lbsToKg, round } from "@/lib/units";

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `date` moved by `days` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "Nov 21, 2026". */
export function formatShortDate(date: string): string {
  return SHORT_DATE.format(new Date(`${date}T00:00:00Z`));
}

/** "Today", "Yesterday" or the local date, as the spec's cards and subtitle say. */
export function dateLabel(date: string, today: string): string {
  const diff = daysBetween(date, today);
  if (diff === 0) return "Today";
  if (diff === 1) return "Yesterday";
  return formatShortDate(date);
}

/** The page's subtitle (spec section 2). */
export function lastMigraineSubtitle(lastDate: string | undefined, today: string): string {
  return lastDate ? `Last migraine: ${dateLabel(lastDate, today)}` : "No migraines logged";
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
