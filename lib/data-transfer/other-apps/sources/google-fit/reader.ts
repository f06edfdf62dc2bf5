/**
 * Google Fit's "Daily activity metrics.csv" (Takeout, Fit/Daily activity metrics/): one row
 * a day, dated in the user's calendar. The day's steps, its average weight and heart rate,
 * and one exercise per activity the day's row has a duration for ("Walking duration (ms)").
 * Google Fit gives no time of day, so a day's values are stored at noon; an activity has no
 * energy of its own (the file's calories are the whole day's).
 */
import type { CsvReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { activityType } from "../fitness/activity-type";
import { Columns } from "../fitness/columns";
import { addDailySteps, addExercise, addMetric } from "../fitness/records";
import { whenOfDay } from "../fitness/when";
import {
  ACTIVITY,
  AVERAGE_HEART_RATE,
  AVERAGE_WEIGHT,
  DAILY_AVERAGE,
  DATE,
  INACTIVE,
  KNOWN,
  SKIPPED,
  STEPS,
} from "./columns";

type Activity = { name: string; index: number };

function activitiesOf(columns: Columns): Activity[] {
  const found: Activity[] = [];
  columns.header.forEach((header, index) => {
    const name = ACTIVITY.exec(header.trim())?.[1]?.trim();
    if (name && name.toLowerCase() !== INACTIVE.toLowerCase()) found.push({ name, index });
  });
  return found;
}

export const googleFitReader: CsvReader = {
  format: "csv",
  begin(ctx, sink) {
    const skips = new SkipTally();
    let columns: Columns | null = null;
    let activities: Activity[] = [];
    let unknown: { header: string; index: number }[] = [];
    return {
      row(cells) {
        if (!columns) {
          columns = new Columns(cells);
          activities = activitiesOf(columns);
          unknown = cells
            .map((header, index) => ({ header: header.trim(), index }))
            .filter(({ header }) => header && !KNOWN.has(header.toLowerCase()) && !ACTIVITY.test(header));
          return;
        }
        const c = columns;
        if (cells.every((cell) => cell.trim() === "")) return;
        const when = whenOfDay(c.text(cells, DATE), null, ctx);
        if ("problem" in when) return skips.add(null, when.problem);
        const steps = c.number(cells, STEPS);
        if (steps !== null) addDailySteps(sink, skips, when.date, steps);
        const weight = c.number(cells, AVERAGE_WEIGHT);
        if (weight !== null) {
          const value = Math.round(weight * 100) / 100;
          addMetric(sink, skips, { type: "weight", value, unit: "kg", when, notes: DAILY_AVERAGE });
        }
        const heart = c.number(cells, AVERAGE_HEART_RATE);
        if (heart !== null) {
          const value = Math.round(heart);
          addMetric(sink, skips, { type: "heart_rate", value, unit: "bpm", when, notes: DAILY_AVERAGE });
        }
        for (const { name, index } of activities) {
          const ms = Number((cells[index] ?? "").trim() || NaN);
          if (Number.isNaN(ms)) continue;
          if (ms < 60_000) {
            skips.add("workouts", "Activities shorter than a minute");
            continue;
          }
          addExercise(sink, skips, { name, minutes: ms / 60_000, type: activityType(name), when });
        }
        for (const group of SKIPPED) {
          if (group.columns.some((name) => c.text(cells, name) !== "")) skips.add(group.kind, group.reason);
        }
        for (const { header, index } of unknown) {
          if ((cells[index] ?? "").trim() !== "") skips.add(null, `${header} is not imported`);
        }
      },
      end() {
        skips.flush(sink);
      },
    };
  },
};
