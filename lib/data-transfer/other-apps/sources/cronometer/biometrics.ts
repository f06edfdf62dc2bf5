/**
 * Cronometer's biometrics.csv: one row per measurement, its metric, unit and amount named in
 * the row ("Weight", lbs, 158.5). A metric synced from a device carries the device in its
 * name ("Heart Rate (Garmin)"). Weight, heart rate, blood glucose, blood pressure ("120/80",
 * mmHg), body temperature and sleep (hours) are kept in the unit the file gives them in; the
 * other metrics (insulin, body fat …) are not. A row without a time is stored at noon.
 */
import type { MetricType } from "@/lib/health/schema";
import { clockTime, DAY_TIME } from "../../time";
import type { RecordKind } from "../../types";
import { cellAt, csvByHeader, numberAt } from "../diary/columns";
import { dayOf } from "../diary/days";
import { metricItem, metricProblem } from "../diary/metric";
import { SkipTally } from "../../skip-tally";

export const BAD_BLOOD_PRESSURE = "Blood pressure readings not written as systolic/diastolic (120/80) are not imported";

/** "Insulin: not imported": a metric vitalog does not keep. */
export function notImported(metric: string): string {
  return `${metric}: not imported`;
}

type Metric = { kind: RecordKind; type: MetricType; units: Record<string, string> };

/** Per metric (its name without the device), the units the file may give and the unit stored. */
const METRICS: Record<string, Metric> = {
  weight: { kind: "weight", type: "weight", units: { lbs: "lbs", lb: "lbs", kg: "kg" } },
  "heart rate": { kind: "heart_rate", type: "heart_rate", units: { bpm: "bpm" } },
  "resting heart rate": { kind: "heart_rate", type: "heart_rate", units: { bpm: "bpm" } },
  "blood glucose": { kind: "glucose", type: "glucose", units: { "mg/dl": "mg/dL", "mmol/l": "mmol/L" } },
  "body temperature": {
    kind: "body_temperature",
    type: "body_temperature",
    units: { "°f": "F", f: "F", "°c": "C", c: "C" },
  },
  sleep: { kind: "sleep", type: "sleep", units: { hours: "h", hour: "h", h: "h" } },
};

/** "Sleep (Garmin)" → "Sleep": the metric, without the device that sent it. */
export function metricName(text: string): string {
  return text.replace(/\s*\([^)]*\)\s*$/, "").trim();
}

export const biometricsReader = csvByHeader((columns, ctx, sink) => {
  const at = {
    day: columns.find("Day"),
    time: columns.find("Time"),
    metric: columns.find("Metric"),
    unit: columns.find("Unit"),
    amount: columns.find("Amount"),
  };
  const skips = new SkipTally();

  function bloodPressure(amount: string, date: string, time: string): void {
    const m = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(amount);
    if (!m) return skips.add("blood_pressure", BAD_BLOOD_PRESSURE);
    const systolic = Number(m[1]);
    const diastolic = Number(m[2]);
    const problem =
      metricProblem("blood_pressure_systolic", systolic, "mmHg") ??
      metricProblem("blood_pressure_diastolic", diastolic, "mmHg");
    if (problem) return skips.add("blood_pressure", problem);
    sink.add({
      kind: "blood_pressure",
      date,
      unit: "mmHg",
      items: [
        metricItem("blood_pressure_systolic", systolic, "mmHg", date, time),
        metricItem("blood_pressure_diastolic", diastolic, "mmHg", date, time),
      ],
    });
  }

  return {
    row(cells) {
      const name = metricName(cellAt(cells, at.metric));
      const key = name.toLowerCase();
      const metric = METRICS[key];
      const kind = metric?.kind ?? (key === "blood pressure" ? "blood_pressure" : null);
      if (!kind) return skips.add(null, notImported(name || "Biometrics without a metric name"));
      const day = dayOf(cellAt(cells, at.day), ctx);
      if ("problem" in day) return skips.add(kind, day.problem);
      const time = clockTime(cellAt(cells, at.time)) ?? DAY_TIME;
      if (!metric) return bloodPressure(cellAt(cells, at.amount), day.date, time);
      const given = cellAt(cells, at.unit);
      const unit = metric.units[given.toLowerCase()];
      if (!unit) return skips.add(kind, `${name} in ${given || "no unit"} is not imported`);
      const value = numberAt(cells, at.amount);
      if (value === null) return skips.add(kind, `${name} rows without an amount are not imported`);
      const problem = metricProblem(metric.type, value, unit);
      if (problem) return skips.add(kind, problem);
      sink.add({ kind, date: day.date, unit: given, items: [metricItem(metric.type, value, unit, day.date, time)] });
    },
    end() {
      skips.flush(sink);
    },
  };
});
