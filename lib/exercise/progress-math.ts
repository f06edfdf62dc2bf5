/**
 * The arithmetic of exercise progress on calendar dates (YYYY-MM-DD), kept pure so it is
 * tested without a database: weeks start on Monday, a streak counts consecutive days with
 * a workout up to today (or up to yesterday while today has none yet).
 */
import { addDays, weekStart } from "@/lib/time/dates";
import { formatMonthDay } from "@/lib/time/format";

export type DayTotals = { date: string; workouts: number; minutes: number; calories: number };
export type WeekTotals = { start: string; label: string; workouts: number; minutes: number; calories: number };

/** Totals of the `count` weeks ending with the week of `today`, oldest first. */
export function weeklyTotals(days: DayTotals[], today: string, count = 8): WeekTotals[] {
  const current = weekStart(today);
  const weeks: WeekTotals[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const start = addDays(current, -7 * i);
    weeks.push({ start, label: formatMonthDay(start), workouts: 0, minutes: 0, calories: 0 });
  }
  const byStart = new Map(weeks.map((w) => [w.start, w]));
  for (const d of days) {
    if (d.date > today) continue;
    const week = byStart.get(weekStart(d.date));
    if (!week) continue;
    week.workouts += d.workouts;
    week.minutes += d.minutes;
    week.calories += d.calories;
  }
  return weeks;
}
