/**
 * MyFitnessPal's Measurement-Summary: one row per day, one column per measurement the user
 * tracks (the columns differ per account: "Weight", "Fitbit steps", "Neck", …), blank on days
 * without one. Weight is in the account's unit, which the file does not name: it is read as
 * pounds, the unit of every export seen, and the preview shows "lbs" before anything is sent.
 * Steps are the day's total; a day of 0 steps is a day the tracker did not send any.
 */
import { cellAt, csvByHeader, numberAt } from "../diary/columns";
import { DAY_TIME } from "../../time";
import { dayOf } from "../diary/days";
import { metricItem, metricProblem } from "../diary/metric";
import { SkipTally } from "../../skip-tally";

export const WEIGHT_UNIT = "lbs";
export const NO_STEPS = "Days with 0 steps (nothing tracked) are not imported";
export const BAD_STEPS = "Step counts that are not a whole number from 0 to 200000 are not imported";
const STEPS_MAX = 200_000;

/** "Fitbit body fat %: not imported": a measurement vitalog does not keep. */
export function notImported(column: string): string {
  return `${column}: not imported`;
}

export const measurementReader = csvByHeader((columns, ctx, sink) => {
  const date = columns.find("Date");
  const weight = columns.find("Weight");
  const steps = columns.names.findIndex((name) => /(^|\s)steps$/i.test(name));
  const others = columns.names.map((_, i) => i).filter((i) => i !== date && i !== weight && i !== steps);
  const skips = new SkipTally();

  return {
    row(cells) {
      const day = dayOf(cellAt(cells, date), ctx);
      if ("problem" in day) return skips.add(null, day.problem);
      const pounds = numberAt(cells, weight);
      if (pounds !== null) {
        const problem = metricProblem("weight", pounds, WEIGHT_UNIT);
        if (problem) skips.add("weight", problem);
        else {
          sink.add({
            kind: "weight",
            date: day.date,
            unit: WEIGHT_UNIT,
            items: [metricItem("weight", pounds, WEIGHT_UNIT, day.date, DAY_TIME)],
          });
        }
      }
      const count = numberAt(cells, steps);
      if (count !== null) {
        const whole = Math.round(count);
        if (Number.isNaN(count) || whole < 0 || whole > STEPS_MAX) skips.add("steps", BAD_STEPS);
        else if (whole === 0) skips.add("steps", NO_STEPS);
        else
          sink.add({
            kind: "steps",
            date: day.date,
            items: [{ kind: "daily_steps", body: { date: day.date, steps: whole } }],
          });
      }
      for (const i of others) {
        if (cellAt(cells, i) !== "") skips.add(null, notImported(columns.names[i]!));
      }
    },
    end() {
      skips.flush(sink);
    },
  };
});
