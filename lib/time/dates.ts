/**
 * Calendar dates as text (YYYY-MM-DD), the way every table and payload stores a user's day.
 * Pure arithmetic on the proleptic Gregorian calendar: a calendar date has no time zone, so
 * nothing here reads the clock or a zone (see `./zones` for "today" in the user's zone).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The earliest and latest dates the app stores: Postgres has no year 0, and no one logs a meal in 1066. */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2100-12-31";

/**
 * Text shaped YYYY-MM-DD that names a real calendar day (leap years included). Arithmetic
 * only: it runs on every dated request, and under Next a Date costs a store lookup.
 */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(5, 7));
  const d = Number(text.slice(8, 10));
  if (!(m >= 1 && m <= 12 && d >= 1)) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return d <= days;
}

/** A real calendar day from DATE_MIN to DATE_MAX. */
export function isStorableDate(text: string): boolean {
  return isCalendarDate(text) && text >= DATE_MIN && text <= DATE_MAX;
}

function toUtcMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Day of the week, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/** The Monday on or before `date`. */
export function weekStart(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The `count` dates ending with `end`, oldest first. */
export function datesEnding(end: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(end, i - count + 1));
}

/** First and last date of a month "YYYY-MM". */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, "0")}` };
}

/** The month "YYYY-MM" moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return fromUtcMs(Date.UTC(y, m - 1 + by, 1)).slice(0, 7);
}

/**
 * Consecutive days among `dates` that end today, or end yesterday while today has none yet
 * (a streak is not broken before the day is over).
 */
export function currentStreak(dates: Iterable<string>, today: string): number {
  const set = new Set(dates);
  let day = set.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (set.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** Whole years between a date of birth and today (one less before this year's birthday). */
export function ageFromBirthDate(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** A time of day (HH:MM) moved by whole `hours`, wrapping past midnight: 20:00 + 12 is 08:00. */
export function addHoursToClock(time: string, hours: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${String((((h + hours) % 24) + 24) % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
