/**
 * The columns of Google Fit's "Daily activity metrics.csv" and where each lands. Which
 * columns a file has, and their order, differ from one user to the next: they are found by
 * name, and a column this list does not know is named in the preview as not imported.
 */
import type { RecordKind } from "../../types";

export const DATE = "Date";
export const STEPS = "Step count";
export const AVERAGE_WEIGHT = "Average weight (kg)";
export const AVERAGE_HEART_RATE = "Average heart rate (bpm)";
export const DAILY_AVERAGE = "Daily average";

/** "Walking duration (ms)" → "Walking": an activity's time that day. */
export const ACTIVITY = /^(.+) duration \(ms\)$/i;
/** Time without moving is not an activity. */
export const INACTIVE = "Inactive";

/** Columns left out, in groups that share a reason: a day counts once per group. */
export const SKIPPED: readonly { kind: RecordKind | null; reason: string; columns: readonly string[] }[] = [
  {
    kind: null,
    reason: "Move Minutes and Heart Points are not imported",
    columns: ["Move Minutes count", "Heart Points", "Heart Minutes"],
  },
  { kind: null, reason: "A day's calories burned are not imported", columns: ["Calories (kcal)"] },
  { kind: null, reason: "Distance is not imported", columns: ["Distance (m)"] },
  {
    kind: "heart_rate",
    reason: "A day's highest and lowest heart rates are not imported, its average is",
    columns: ["Max heart rate (bpm)", "Min heart rate (bpm)"],
  },
  {
    kind: "weight",
    reason: "A day's highest and lowest weights are not imported, its average is",
    columns: ["Max weight (kg)", "Min weight (kg)"],
  },
  {
    kind: null,
    reason: "Locations are not imported",
    columns: ["Low latitude (deg)", "Low longitude (deg)", "High latitude (deg)", "High longitude (deg)"],
  },
  {
    kind: null,
    reason: "Speeds are not imported",
    columns: ["Average speed (m/s)", "Max speed (m/s)", "Min speed (m/s)"],
  },
  { kind: "workouts", reason: "Inactive time is not imported", columns: ["Inactive duration (ms)"] },
];

/** Names of the columns read into records, and of those skipped above. */
export const KNOWN = new Set(
  [DATE, STEPS, AVERAGE_WEIGHT, AVERAGE_HEART_RATE, ...SKIPPED.flatMap((g) => g.columns)].map((c) => c.toLowerCase()),
);
