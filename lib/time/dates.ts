/**
 * Calendar dates as text (YYYY-MM-DD), the way every table and payload stores a user's day.
 * Pure arithmetic on the proleptic Gregorian calendar: a calendar date has no time zone, so
 * nothing here reads the clock or a zone (see `./zones` for "today" in the user's zone).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/*
 * Days since 1970-01-01 and back, in integer arithmetic (the civil-calendar algorithms of
 * Howard Hinnant's "chrono-compatible low-level date algorithms"): pages move dates by days
 * thousands of times a request, and under Next every `new Date` goes through its wrapper of
 * the Date class.
 */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function civilFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, "0")}-${pad2(m)}-${pad2(d)}`;
}

function dayNumber(date: string): number {
  return daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  return civilFromDays(dayNumber(date) + Math.floor(days));
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week, 0 (Sunday) to 6 (Saturday). */
export function weekdayOf(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
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
  const last = daysIn(y, m);
  return { start: `${month}-01`, end: `${month}-${pad2(last)}` };
}

function daysIn(y: number, m: number): number {
  const next = m === 12 ? daysFromCivil(y + 1, 1, 1) : daysFromCivil(y, m + 1, 1);
  return next - daysFromCivil(y, m, 1);
}

/** The month "YYYY-MM" moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${pad2(index - year * 12 + 1)}`;
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
