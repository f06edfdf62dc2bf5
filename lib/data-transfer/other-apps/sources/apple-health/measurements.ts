/**
 * The single measurements Apple Health keeps that vitalog stores as health metrics: body
 * mass, heart rate, body temperature, blood glucose, oxygen saturation. Each value is kept in
 * the file's unit when vitalog takes that unit, else converted to one it takes.
 */
import { METRIC_RULES, type MetricType } from "@/lib/health/schema";
import { RECORD_KINDS, type ImportContext, type RecordKind, type RecordSink } from "../../types";
import { whenOf } from "./dates";

type Value = { value: number; unit: string };
type Convert = (value: number, unit: string) => Value | null;

export type Measurement = { kind: RecordKind; metric: MetricType; convert: Convert; notes?: string };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const weight: Convert = (value, unit) => {
  if (unit === "kg") return { value, unit: "kg" };
  if (unit === "lb" || unit === "lbs") return { value, unit: "lbs" };
  if (unit === "g") return { value: round(value / 1000, 3), unit: "kg" };
  if (unit === "st") return { value: round(value * 14, 2), unit: "lbs" };
  return null;
};

const beatsPerMinute: Convert = (value, unit) => {
  if (unit === "count/min" || unit === "bpm") return { value, unit: "bpm" };
  if (unit === "count/s") return { value: round(value * 60, 1), unit: "bpm" };
  return null;
};

const temperature: Convert = (value, unit) => {
  if (unit === "degC") return { value, unit: "C" };
  if (unit === "degF") return { value, unit: "F" };
  return null;
};

/** Apple writes millimoles with the molar mass it used: "mmol<180.1558800000541>/L". */
const glucose: Convert = (value, unit) => {
  if (unit === "mg/dL") return { value, unit: "mg/dL" };
  if (/^mmol(<[\d.]+>)?\/L$/.test(unit)) return { value, unit: "mmol/L" };
  return null;
};

/** HealthKit stores a fraction (0.98); some apps write the percentage (98): both are 98 %. */
const saturation: Convert = (value, unit) => {
  if (unit !== "%") return null;
  return { value: value <= 1 ? round(value * 100, 1) : value, unit: "%" };
};

export const MEASUREMENTS: Record<string, Measurement> = {
  HKQuantityTypeIdentifierBodyMass: { kind: "weight", metric: "weight", convert: weight },
  HKQuantityTypeIdentifierHeartRate: { kind: "heart_rate", metric: "heart_rate", convert: beatsPerMinute },
  HKQuantityTypeIdentifierRestingHeartRate: {
    kind: "heart_rate",
    metric: "heart_rate",
    convert: beatsPerMinute,
    notes: "Resting",
  },
  HKQuantityTypeIdentifierBodyTemperature: {
    kind: "body_temperature",
    metric: "body_temperature",
    convert: temperature,
  },
  HKQuantityTypeIdentifierBasalBodyTemperature: {
    kind: "body_temperature",
    metric: "body_temperature",
    convert: temperature,
    notes: "Basal",
  },
  HKQuantityTypeIdentifierBloodGlucose: { kind: "glucose", metric: "glucose", convert: glucose },
  HKQuantityTypeIdentifierOxygenSaturation: {
    kind: "oxygen_saturation",
    metric: "oxygen_saturation",
    convert: saturation,
  },
};

/** Puts one measurement into the sink as a health metric, or says why it is left out. */
export function addMeasurement(
  m: Measurement,
  raw: { value: string | undefined; unit: string | undefined; at: Date | null },
  ctx: ImportContext,
  sink: RecordSink,
): void {
  const label = RECORD_KINDS[m.kind];
  const number = raw.value === undefined || raw.value.trim() === "" ? NaN : Number(raw.value);
  if (!Number.isFinite(number)) return sink.skip(m.kind, `${label} without a readable value`);
  const converted = m.convert(number, raw.unit ?? "");
  if (!converted) return sink.skip(m.kind, `${label} in a unit vitalog does not know (${raw.unit ?? "none"})`);
  // every unit a conversion answers is one the metric takes
  const range = (METRIC_RULES[m.metric].units as Record<string, { min: number; max: number }>)[converted.unit]!;
  if (converted.value < range.min || converted.value > range.max) {
    return sink.skip(m.kind, `${label} outside ${range.min}–${range.max} ${converted.unit}`);
  }
  const when = whenOf(raw.at, ctx);
  if ("problem" in when) return sink.skip(m.kind, when.problem);
  sink.add({
    kind: m.kind,
    date: when.date,
    unit: converted.unit,
    items: [
      {
        kind: "health_metric",
        body: {
          metric_type: m.metric,
          value: converted.value,
          unit: converted.unit,
          date: when.date,
          time: when.time,
          ...(m.notes ? { notes: m.notes } : {}),
        },
      },
    ],
  });
}
