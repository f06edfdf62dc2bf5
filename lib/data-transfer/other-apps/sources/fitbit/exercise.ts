/**
 * Activity logs (exercise-N.json, 100 a file): the activity, its duration and energy, at the
 * time it started. Fitbit writes that start in UTC, not in the user's clock (an archive of a
 * user in Australia has no activity starting from 14:00 to 18:00, its night, and its heart
 * rate day files end at 13:59), so it is read as an instant and shown in the user's zone.
 */
import type { JsonReader } from "../../source";
import { SkipTally } from "../../skip-tally";
import { activityType } from "../fitness/activity-type";
import { addExercise } from "../fitness/records";
import { whenOfInstant } from "../fitness/when";
import { fitbitInstant } from "./dates";
import { entriesOf, numberOf, type Entry } from "./entries";

const DISTANCE_UNITS: Record<string, string> = { kilometer: "km", mile: "mi", meter: "m" };

/** Distance, steps and heart rate, the figures of an activity the exercise log has no field for. */
function notesOf(e: Entry): string | null {
  const parts: string[] = [];
  const distance = numberOf(e.distance);
  const unit = DISTANCE_UNITS[String(e.distanceUnit ?? "").toLowerCase()];
  if (distance !== null && distance > 0 && unit) parts.push(`Distance: ${Math.round(distance * 100) / 100} ${unit}`);
  const steps = numberOf(e.steps);
  if (steps !== null && steps > 0) parts.push(`Steps: ${Math.round(steps)}`);
  const heart = numberOf(e.averageHeartRate);
  if (heart !== null && heart > 0) parts.push(`Average heart rate: ${Math.round(heart)} bpm`);
  return parts.length ? parts.join(". ") : null;
}

export const exerciseReader: JsonReader = {
  format: "json",
  read(value, ctx, sink) {
    const skips = new SkipTally();
    for (const e of entriesOf(value)) {
      const when = whenOfInstant(fitbitInstant(e.startTime), ctx);
      if ("problem" in when) {
        skips.add("workouts", when.problem);
        continue;
      }
      const name = typeof e.activityName === "string" ? e.activityName : "";
      addExercise(sink, skips, {
        name,
        minutes: (numberOf(e.duration) ?? NaN) / 60_000,
        calories: numberOf(e.calories),
        type: activityType(name),
        when,
        notes: notesOf(e),
      });
    }
    skips.flush(sink);
  },
};
