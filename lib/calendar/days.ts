/** Per-day figures of a month (badges and the day detail's Overview). Pure. */
import type { CalendarData, DaySummary } from "./service";

export type { DaySummary };

export function summariseDays(data: CalendarData): Map<string, DaySummary> {
  const days = new Map<string, DaySummary>();
  const day = (date: string) => {
    let d = days.get(date);
    if (!d) {
      d = {
        date,
        mood: null,
        workouts: 0,
        migraines: 0,
        vitals: 0,
        meals: 0,
        calories_consumed: 0,
        calories_burned: 0,
      };
      days.set(date, d);
    }
    return d;
  };
  for (const f of data.food_entries) {
    const d = day(f.date);
    d.meals += 1;
    d.calories_consumed += f.calories;
  }
  for (const e of data.exercises) {
    const d = day(e.date);
    d.workouts += 1;
    d.calories_burned += e.calories_burned ?? 0;
  }
  for (const m of data.health_metrics) day(m.date).vitals += 1;
  for (const m of data.migraines) day(m.date).migraines += 1;
  for (const j of data.journal_entries) day(j.date).mood = j.mood;
  for (const d of days.values()) {
    d.calories_consumed = Math.round(d.calories_consumed);
    d.calories_burned = Math.round(d.calories_burned);
  }
  return days;
}

/** The first `n` items and how many more there are ("...and N more"). */
export function firstOf<T>(items: T[], n = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, n), more: Math.max(0, items.length - n) };
}
