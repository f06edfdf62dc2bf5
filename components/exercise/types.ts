/** An exercise as the Recent tab lists it: the row, with its day as a label. */
export type RecentExercise = {
  entry_id: string;
  exercise_name: string;
  duration_minutes: number;
  calories_burned: number | null;
  calories_estimated: boolean;
  exercise_type: string;
  notes: string | null;
  date_label: string;
};
