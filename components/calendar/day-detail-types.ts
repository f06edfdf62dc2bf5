/** What the day-detail modal shows, prepared on the server (units and labels applied). */
export type DayDetail = {
  date: string;
  month: string;
  heading: string;
  calories_consumed: number;
  calories_burned: number;
  workouts: number;
  meals: number;
  /** The day's water, as the user reads volumes ("750 ml", "25.4 fl oz"); null when none was logged. */
  water: string | null;
  food: { id: string; name: string; meal: string; calories: number; time: string | null }[];
  exercises: { id: string; name: string; minutes: number; calories: number | null; type: string }[];
  vitals: { id: string; label: string; value: string; time: string | null }[];
  journal: {
    title: string;
    /** Null: not set. */
    mood: number | null;
    energy: number | null;
    stress: number | null;
    sleep: number | null;
    content: string;
    gratitude: string | null;
    goals: string | null;
  } | null;
  migraines: {
    id: string;
    kind: "migraine" | "headache";
    severity: number;
    duration_hours: number | null;
    triggers: string[];
    symptoms: string[];
    treatment: string | null;
    time: string | null;
  }[];
};
