/**
 * MyFitnessPal's Exercise-Summary: one row per logged exercise, cardio (minutes, calories) or
 * strength (sets, reps per set, pounds). MyFitnessPal records no duration for strength
 * exercises; vitalog's exercise log needs one, so they are stored as 1 minute and their
 * notes say so, beside the sets, reps and weight. The rows a linked tracker adds to adjust
 * the day's calories ("Fitbit calorie adjustment") are not exercises and are left out.
 */
import { CALORIES_MAX, DURATION_MAX, NAME_MAX, type ExerciseType } from "@/lib/exercise/schema";
import { cellAt, csvByHeader, numberAt } from "../diary/columns";
import { dayOf } from "../diary/days";
import { SkipTally } from "../../skip-tally";

export const CALORIE_ADJUSTMENTS =
  "Calorie adjustments from a linked tracker (such as “Fitbit calorie adjustment”) are not exercises and are not imported";
export const NO_MINUTES = "Cardio exercises without minutes are not imported";
export const BAD_MINUTES = `Exercises longer than ${DURATION_MAX} minutes are not imported`;
export const BAD_CALORIES = `Exercises with negative calories or more than ${CALORIES_MAX} are not imported`;
export const NO_DURATION_NOTE = "Duration not recorded in MyFitnessPal";

const TYPES: Record<string, ExerciseType> = { cardio: "cardio", strength: "strength" };

/** "3 sets × 5 reps at 225 lbs": what MyFitnessPal keeps of a strength exercise. */
export function strengthNote(sets: number | null, reps: number | null, pounds: number | null): string {
  const parts = [];
  if (sets) parts.push(`${sets} ${sets === 1 ? "set" : "sets"}`);
  if (reps) parts.push(`${reps} ${reps === 1 ? "rep" : "reps"}`);
  let text = parts.join(" × ");
  if (pounds) text += `${text ? " at " : ""}${pounds} lbs`;
  return text;
}

export const exerciseReader = csvByHeader((columns, ctx, sink) => {
  const at = {
    date: columns.find("Date"),
    name: columns.find("Exercise"),
    type: columns.find("Type"),
    calories: columns.find("Exercise Calories", "Calories"),
    minutes: columns.find("Exercise Minutes", "Minutes"),
    sets: columns.find("Sets"),
    reps: columns.find("Reps Per Set", "Reps"),
    pounds: columns.find("Pounds"),
  };
  const skips = new SkipTally();

  return {
    row(cells) {
      const name = cellAt(cells, at.name);
      if (/calorie adjustment$/i.test(name)) return skips.add("workouts", CALORIE_ADJUSTMENTS);
      if (name === "") return skips.add("workouts", "Exercises without a name are not imported");
      const day = dayOf(cellAt(cells, at.date), ctx);
      if ("problem" in day) return skips.add("workouts", day.problem);
      const type = TYPES[cellAt(cells, at.type).toLowerCase()];
      const notes: string[] = [];
      if (type === "strength") {
        const sets = numberAt(cells, at.sets);
        const reps = numberAt(cells, at.reps);
        const pounds = numberAt(cells, at.pounds);
        const note = strengthNote(valid(sets), valid(reps), valid(pounds));
        if (note) notes.push(note);
      }
      let minutes = numberAt(cells, at.minutes);
      if (minutes === null || Number.isNaN(minutes) || Math.round(minutes) < 1) {
        if (type !== "strength") return skips.add("workouts", NO_MINUTES);
        minutes = 1;
        notes.push(NO_DURATION_NOTE);
      }
      if (Math.round(minutes) > DURATION_MAX) return skips.add("workouts", BAD_MINUTES);
      const calories = numberAt(cells, at.calories);
      if (calories !== null && (Number.isNaN(calories) || calories < 0 || calories > CALORIES_MAX)) {
        return skips.add("workouts", BAD_CALORIES);
      }
      const body: Record<string, unknown> = {
        exercise_name: name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name,
        duration_minutes: Math.round(minutes),
        date: day.date,
      };
      // a blank is unknown: the exercise log then estimates the calories, and says it did
      if (calories !== null) body.calories_burned = calories;
      if (type) body.exercise_type = type;
      if (notes.length > 0) body.notes = notes.join(". ");
      sink.add({ kind: "workouts", date: day.date, items: [{ kind: "exercise", body }] });
    },
    end() {
      skips.flush(sink);
    },
  };
});

/** A positive count or weight, or null. */
function valid(n: number | null): number | null {
  return n !== null && Number.isFinite(n) && n > 0 ? n : null;
}
