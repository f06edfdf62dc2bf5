/**
 * A measurement's value in a unit vitalog stores: kept in the file's unit when the schema takes
 * it (lbs stays lbs), converted when it does not (g to kg, minutes of sleep to hours, an oxygen
 * saturation of 0.98 to 98 %). Without a unit, a type with one unit takes it, and a type with
 * several takes the one unit whose plausible range holds the value (37.2 is °C, 98.6 °F); when
 * several could hold it (a weight of 70), the row waits for the user to name the unit.
 */
import { METRIC_RULES, unitsFor, type MetricType } from "@/lib/health/schema";
import { round } from "@/lib/units";

type Range = { min: number; max: number };

export type MetricValue = { value: number; unit: string } | { problem: string };

function rangeOf(type: MetricType, unit: string): Range | null {
  return (METRIC_RULES[type].units as Record<string, Range>)[unit] ?? null;
}

function label(type: MetricType): string {
  return METRIC_RULES[type].label;
}

const CONVERSIONS: Partial<Record<MetricType, Record<string, [unit: string, factor: number]>>> = {
  weight: { g: ["kg", 0.001] },
  sleep: { min: ["h", 1 / 60], s: ["h", 1 / 3600] },
};

export function noUnit(type: MetricType): string {
  return `${label(type)} values without a unit: choose the unit in the column mapping`;
}

export function outOfRange(type: MetricType): string {
  return `${label(type)} values outside the plausible range are not imported`;
}

/** `unit` is already normalised (see ./units), or null when the file gives none. */
export function metricValue(type: MetricType, raw: number, unit: string | null): MetricValue {
  let value = raw;
  let used = unit;
  if (type === "oxygen_saturation" && (used === null || used === "%") && value > 0 && value <= 1) {
    value *= 100;
    used = "%";
  }
  const units = unitsFor(type);
  if (used === null) {
    const fits = units.filter((u) => {
      const r = rangeOf(type, u);
      return r !== null && value >= r.min && value <= r.max;
    });
    if (units.length === 1) used = units[0]!;
    else if (fits.length === 1) used = fits[0]!;
    else if (fits.length === 0) return { problem: outOfRange(type) };
    else return { problem: noUnit(type) };
  }
  if (!units.includes(used)) {
    const conversion = CONVERSIONS[type]?.[used];
    if (!conversion) return { problem: `${label(type)} in "${used}" is not a unit vitalog reads` };
    value *= conversion[1];
    used = conversion[0];
  }
  const range = rangeOf(type, used)!;
  if (value < range.min || value > range.max) return { problem: outOfRange(type) };
  return { value: round(value, 2), unit: used };
}
