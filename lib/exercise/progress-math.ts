/**
 * The arithmetic of exercise progress on calendar dates (YYYY-MM-DD), kept pure so it is
 * tested without a database: weeks start on Monday, a streak counts consecutive days with
 * a workout up to today (or up to yesterday while today has none yet).
 */
export type DayTotals = { date: string; workouts: number; minutes: number; calories: number };
export type WeekTotals = { start: string; label: string; workouts: number; minutes: number; calories: number };

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}
/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  const weekday = new Date(toUtc(date)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const SHORT_LABEL = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

function shortLabel(date: string): string {
  return SHORT_LABEL.format(new Date(toUtc(date)));
}

/** Totals of the `count` weeks ending with the week of `today`, oldest first. */
export function weeklyTotals(days: DayTotals[], today: string, count = 8): WeekTotals[] {
  const current = weekStart(today);
  const weeks: WeekTotals[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const start = addDays(current, -7 * i);
    weeks.push({ start, label: shortLabel(start), workouts: 0, minutes: 0, calories: 0 });
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

/** Consecutive days with a workout ending today, or ending yesterday when today has none yet. */
export function currentStreak(workoutDates: Iterable<string>, today: string): number {
  const dates = new Set(workoutDates);
  let day = dates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (dates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}
