/**
 * The user's logging per local day, folded from one query's rows (lib/insights/load.ts),
 * and the date windows every figure is computed over. Pure.
 */
import { datesEnding } from "@/lib/time/dates";

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
