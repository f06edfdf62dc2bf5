/**
 * An exercise entry as its forms hold it (text as typed) and the payloads they send: plain
 * functions, so a test can check that a form and the API word the same refusal alike.
 */
import type { ExerciseType, Intensity } from "@/lib/exercise/schema";
import { exerciseTypeForIntensity } from "@/lib/exercise/schema";
import type { Exercise } from "@/lib/exercise/service";
import { formNumber } from "@/lib/validation/common";

/** An exercise as the Recent tab lists it: the row, with its day as a label. */
export type RecentExercise = Pick<
  Exercise,
  | "entry_id"
  | "exercise_name"
  | "duration_minutes"
  | "calories_burned"
  | "calories_estimated"
  | "exercise_type"
  | "notes"
> & { date_label: string };

type EntryText = { exercise_name: string; duration_minutes: string; calories_burned: string; notes: string };
export type LogValues = EntryText & { intensity: Intensity };
export type EditValues = EntryText & { exercise_type: string };

/** An entry's fields as text; an estimated figure is left blank, so it is estimated again. */
export function entryText(
  entry: Pick<Exercise, "exercise_name" | "duration_minutes" | "calories_burned" | "calories_estimated" | "notes">,
): EntryText {
  return {
    exercise_name: entry.exercise_name,
    duration_minutes: String(entry.duration_minutes),
    calories_burned: entry.calories_estimated || entry.calories_burned === null ? "" : String(entry.calories_burned),
    notes: entry.notes ?? "",
  };
}

/** The fields both forms send; blank calories go as null, for the server to estimate. */
function entryPayload(values: EntryText) {
  return {
    exercise_name: values.exercise_name,
    duration_minutes: formNumber(values.duration_minutes),
    calories_burned: formNumber(values.calories_burned) ?? null,
    notes: values.notes,
  };
}

/** What Log Exercise sends: the type follows the intensity. */
export function exerciseLogPayload(values: LogValues, date: string) {
  const type: ExerciseType = exerciseTypeForIntensity(values.intensity);
  return { ...entryPayload(values), exercise_type: type, intensity: values.intensity, date };
}

/** What the edit dialog sends: the intensity and date stay as they are. */
export function exerciseEditPayload(values: EditValues) {
  return { ...entryPayload(values), exercise_type: values.exercise_type };
}
