/**
 * Apple Health's export.xml, read element by element: each Record is read as it opens (its
 * attributes hold everything), a blood pressure Correlation and a Workout as they close.
 * Single measurements go out at once; steps, dietary energy and sleep are summed per day and
 * go out at the end, with the blood pressure values that had no correlation. Whatever else
 * the file holds is counted per type and named in the preview.
 */
import type { XmlReader } from "../../source";
import type { ImportContext, RecordSink } from "../../types";
import { BLOOD_PRESSURE, BloodPressureReadings, halfOf } from "./blood-pressure";
import { DailySteps, STEPS } from "./daily-steps";
import { appleInstant } from "./dates";
import { DailyEnergy, DIETARY_ENERGY } from "./dietary-energy";
import { addMeasurement, MEASUREMENTS } from "./measurements";
import { notImported, OTHER_ELEMENTS } from "./not-imported";
import { SLEEP, SleepNights } from "./sleep";
import { WorkoutReading } from "./workouts";

function readExport(ctx: ImportContext, sink: RecordSink) {
  const pressures = new BloodPressureReadings(ctx, sink);
  const steps = new DailySteps(ctx, sink);
  const energy = new DailyEnergy(ctx, sink);
  const sleep = new SleepNights(ctx, sink);
  // the reasons of what is left out, counted here and given to the sink once
  const left = new Map<string, number>();
  const leave = (reason: string) => left.set(reason, (left.get(reason) ?? 0) + 1);
  /** The type of the Correlation being read; its Records repeat top-level ones. */
  let correlation: string | null = null;
  let workout: WorkoutReading | null = null;

  function record(a: Record<string, string>): void {
    const type = a.type ?? "";
    if (correlation !== null) {
      const half = halfOf(type);
      if (correlation === BLOOD_PRESSURE && half) pressures.correlationValue(half, a.value, a.unit);
      return;
    }
    const measurement = MEASUREMENTS[type];
    if (measurement) {
      return addMeasurement(measurement, { value: a.value, unit: a.unit, at: appleInstant(a.startDate) }, ctx, sink);
    }
    const half = halfOf(type);
    if (half) return pressures.looseValue(half, a.value, a.unit, appleInstant(a.startDate), a.sourceName);
    if (type === STEPS) return steps.add(a.value, appleInstant(a.startDate), a.sourceName ?? "");
    if (type === DIETARY_ENERGY) return energy.add(a.value, a.unit, appleInstant(a.startDate));
    if (type === SLEEP) {
      return sleep.add(a.value, appleInstant(a.startDate), appleInstant(a.endDate), a.sourceName ?? "");
    }
    leave(notImported(type));
  }

  return {
    open(name: string, a: Record<string, string>): void {
      if (name === "Record") return record(a);
      if (name === "Correlation") {
        correlation = a.type ?? "";
        if (correlation === BLOOD_PRESSURE) pressures.openCorrelation(appleInstant(a.startDate));
        return;
      }
      if (name === "Workout") {
        workout = new WorkoutReading(a);
        return;
      }
      if (name === "WorkoutStatistics") return workout?.statistics(a);
      const other = OTHER_ELEMENTS[name];
      if (other) leave(other);
    },
    close(name: string): void {
      if (name === "Correlation") {
        if (correlation === BLOOD_PRESSURE) pressures.closeCorrelation();
        correlation = null;
      } else if (name === "Workout") {
        workout?.close(ctx, sink);
        workout = null;
      }
    },
    end(): void {
      pressures.end();
      steps.end();
      energy.end();
      sleep.end();
      for (const [reason, count] of left) sink.skip(null, reason, count);
    },
  };
}

export const exportXmlReader: XmlReader = { format: "xml", begin: readExport };
