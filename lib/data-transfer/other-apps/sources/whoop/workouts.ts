/**
 * workouts.csv: each activity WHOOP tracked, as an exercise entry at the local time it
 * started, with its energy (the file's "cal" are kilocalories) and, in the notes, its heart
 * rate, strain and distance.
 */
import type { CsvReader } from "../../source";
import { activityType } from "../fitness/activity-type";
import { type Columns, headedCsvReader } from "../fitness/columns";
import { addExercise } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { instantAt } from "./dates";

const START = "Workout start time";
const END = "Workout end time";
const ZONES = ["HR Zone 1 %", "HR Zone 2 %", "HR Zone 3 %", "HR Zone 4 %", "HR Zone 5 %"];

function notesOf(c: Columns, cells: readonly string[]): string | null {
  const parts: string[] = [];
  const average = c.number(cells, "Average HR (bpm)");
  const max = c.number(cells, "Max HR (bpm)");
  if (average !== null) parts.push(`Average heart rate: ${average} bpm`);
  if (max !== null) parts.push(`Highest heart rate: ${max} bpm`);
  const strain = c.number(cells, "Activity Strain");
  if (strain !== null) parts.push(`Strain: ${strain}`);
  const meters = c.number(cells, "Distance (meters)");
  if (meters !== null && meters > 0) parts.push(`Distance: ${Math.round(meters / 10) / 100} km`);
  return parts.length ? parts.join(". ") : null;
}

export const workoutsReader: CsvReader = headedCsvReader((c, cells, ctx, sink, skips) => {
  const start = instantAt(c, cells, START, ctx);
  const when = whenOfInstant(start, ctx);
  if ("problem" in when) return skips.add("workouts", when.problem);
  const end = instantAt(c, cells, END, ctx);
  const minutes =
    c.number(cells, "Duration (min)") ?? (start && end ? (end.getTime() - start.getTime()) / 60_000 : NaN);
  const name = c.text(cells, "Activity name");
  addExercise(sink, skips, {
    name,
    minutes,
    calories: c.number(cells, "Energy burned (cal)"),
    type: activityType(name),
    when,
    notes: notesOf(c, cells),
  });
  if (ZONES.some((zone) => c.text(cells, zone) !== "")) skips.add(null, "Time in heart rate zones is not imported");
});
