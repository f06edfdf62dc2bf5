/**
 * What the insights are computed from: the user's logging per local day (folded from one
 * query's rows, see service.ts), their journal ratings, migraines and medication doses, and
 * the date windows every figure is computed over. Pure.
 */
import { datesEnding, daysBetween } from "@/lib/time/dates";

/** What was logged on one local day (YYYY-MM-DD in the user's time zone). */
export type DayLog = {
  date: string;
  food_entries: number;
  calories: number;
  workouts: number;
  minutes: number;
  metrics: number;
  migraines: number;
  journal: number;
  doses_taken: number;
};

export type DayRow = {
  date: string;
  kind: keyof Omit<DayLog, "date" | "calories" | "minutes">;
  n: number;
  amount: number;
};

/** A day's journal ratings; null where the user didn't set that slider. */
export type JournalRatings = {
  date: string;
  mood: number | null;
  energy: number | null;
  stress: number | null;
  sleep: number | null;
};
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
  /** The local date the account was created: no figure counts a day before it. */
  since: string;
  dailyCaloriesGoal: number;
  weeklyWorkoutGoal: number;
  /** The user's daily water target in ml, and whether they read volumes in fl oz. */
  waterTargetMl: number;
  useImperial: boolean;
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

/** Days a window covers: a week. */
export const WINDOW_DAYS = 7;
/** How far back a component looks to decide whether the user tracks that area at all. */
export const TRACKING_DAYS = 28;

export function emptyDay(date: string): DayLog {
  return {
    date,
    food_entries: 0,
    calories: 0,
    workouts: 0,
    minutes: 0,
    metrics: 0,
    migraines: 0,
    journal: 0,
    doses_taken: 0,
  };
}

/** Rows of (date, kind, count, amount) into one DayLog per date. */
export function foldDays(rows: DayRow[]): Map<string, DayLog> {
  const days = new Map<string, DayLog>();
  for (const r of rows) {
    const day = days.get(r.date) ?? emptyDay(r.date);
    day[r.kind] += r.n;
    if (r.kind === "food_entries") day.calories += r.amount;
    if (r.kind === "workouts") day.minutes += r.amount;
    days.set(r.date, day);
  }
  return days;
}

export function hasAnything(day: DayLog | undefined): boolean {
  if (!day) return false;
  return day.food_entries + day.workouts + day.metrics + day.migraines + day.journal + day.doses_taken > 0;
}

/** The days of the window ending `end` (a missing day is an empty one). */
export function windowDays(days: Map<string, DayLog>, end: string, count = WINDOW_DAYS): DayLog[] {
  return datesEnding(end, count).map((d) => days.get(d) ?? emptyDay(d));
}

/** The days of the window ending `end` on which the account existed (the days since sign-up only). */
export function accountWindow(data: InsightData, end: string, count = WINDOW_DAYS): DayLog[] {
  return windowDays(data.days, end, count).filter((d) => d.date >= data.since);
}

/** How many days the account has existed on `end`, the day of sign-up counted as the first (0 before it). */
export function accountDays(data: InsightData, end: string = data.today): number {
  return Math.max(0, daysBetween(data.since, end) + 1);
}

/** "1 entry", "3 entries": a count with its noun, as the insights' details read. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
