/** Everything the insights are computed from, as the loader (load.ts) reads it. */
import type { DayLog } from "./days";

export type JournalRatings = { date: string; mood: number; energy: number; stress: number; sleep: number };
export type MigraineDay = { date: string; severity: number; triggers: string[] };
export type ScheduledMedication = {
  medication_id: string;
  name: string;
  dosage: string;
  frequency: string;
  time: string | null;
  status: string;
  created_at: Date;
};
export type DoseRecord = { medication_id: string; date: string; time: string; status: string; taken_at: Date | null };

export type InsightData = {
  today: string;
  /** Local HH:MM now: today's later doses don't count as missed yet. */
  nowTime: string;
  timeZone: string;
  dailyCaloriesGoal: number;
  weeklyWorkoutGoal: number;
  /** Per-day logging, a year back (the streak) and at least 28 days (the figures). */
  days: Map<string, DayLog>;
  /** Journal ratings of the last 90 days (lib/journal's insight window). */
  journal: JournalRatings[];
  migraines: MigraineDay[];
  /** Active medications on a schedule (as-needed ones have no adherence). */
  medications: ScheduledMedication[];
  doses: DoseRecord[];
  /** Workouts this calendar week (Monday first), as the Exercise view counts them. */
  workoutsThisWeek: number;
};
