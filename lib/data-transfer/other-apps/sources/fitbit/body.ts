/**
 * Weight logs and the daily resting heart rate. Fitbit's archive gives weights in pounds even
 * to users whose app shows kilograms, so they are stored in lbs (the app converts for display).
 * A resting heart rate Fitbit could not work out is written as 0.0 with no date: left out.
 */
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { addMetric } from "../fitness/records";
import { whenOfDay } from "../fitness/when";
import { fitbitClock, fitbitDate } from "./dates";
import { entriesOf, numberOf, objectOf } from "./entries";

export const NO_RESTING_RATE = "Days Fitbit could not work out a resting heart rate for";
export const RESTING_NOTE = "Resting";

export const weightReader: JsonReader = {
  format: "json",
  read(value, ctx, sink) {
    const skips = new SkipTally();
    for (const e of entriesOf(value)) {
      const when = whenOfDay(fitbitDate(e.date), fitbitClock(e.time), ctx);
      if ("problem" in when) {
        skips.add("weight", when.problem);
        continue;
      }
      addMetric(sink, skips, { type: "weight", value: numberOf(e.weight) ?? NaN, unit: "lbs", when });
      if (numberOf(e.fat) !== null) skips.add(null, "Body fat percentages are not imported");
      if (numberOf(e.bmi) !== null)
        skips.add(null, "BMI is not imported (vitalog works it out from weight and height)");
    }
    skips.flush(sink);
  },
};

export const restingHeartRateReader: JsonReader = {
  format: "json",
  read(value, ctx, sink) {
    const skips = new SkipTally();
    for (const e of entriesOf(value)) {
      const day = objectOf(e.value);
      const bpm = numberOf(day?.value);
      if (!day || day.date === null || !bpm) {
        skips.add("heart_rate", NO_RESTING_RATE);
        continue;
      }
      const when = whenOfDay(fitbitDate(day.date) ?? fitbitDate(e.dateTime), null, ctx);
      if ("problem" in when) {
        skips.add("heart_rate", when.problem);
        continue;
      }
      addMetric(sink, skips, { type: "heart_rate", value: Math.round(bpm), unit: "bpm", when, notes: RESTING_NOTE });
    }
    skips.flush(sink);
  },
};
