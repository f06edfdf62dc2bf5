/**
 * A health measurement as the diary imports make it, within the plausible range the health
 * log's schema keeps for its type and unit (the server would refuse anything else).
 */
import { METRIC_RULES, type MetricType } from "@/lib/health/schema";
import type { BatchItemOut } from "../../types";

type Range = { min: number; max: number };

/** Why a value cannot be stored, in words shared by every value with the same fault; null when it can. */
export function metricProblem(type: MetricType, value: number, unit: string): string | null {
  const label = METRIC_RULES[type].label;
  if (Number.isNaN(value)) return `${label} values that are not numbers are not imported`;
  const range = (METRIC_RULES[type].units as Record<string, Range>)[unit];
  if (!range) return `${label} in ${unit} is not imported (not a unit vitalog stores)`;
  if (value < range.min || value > range.max) {
    return `${label} values outside ${range.min}–${range.max} ${unit} are not imported`;
  }
  return null;
}

export function metricItem(type: MetricType, value: number, unit: string, date: string, time: string): BatchItemOut {
  return { kind: "health_metric", body: { metric_type: type, value, unit, date, time } };
}
