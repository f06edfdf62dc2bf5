/** Calendar dates (YYYY-MM-DD) as the user sees them, in their own time zone. */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more
 * than using it, and each holds native (ICU) memory until it is collected, so making one
 * per call (every request, every row of an export) grew the process by hundreds of MB.
 */
function cachedFormatter(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: (tz: string) => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) cache.set(timeZone, (f = make(timeZone))); // an unknown zone throws here, as before, and is not kept
  return f;
}
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local calendar date of `at` in `timeZone`. */
export function localDateIn(timeZone: string, at: Date = new Date()): string {
  return cachedFormatter(
    dateFormatters,
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(at);
}

/** The local time of day HH:MM of `at` in `timeZone`. */
export function localTimeIn(timeZone: string, at: Date = new Date()): string {
  return cachedFormatter(
    timeFormatters,
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  ).format(at);
}

/** Whole years between a date of birth and today (one less before this year's birthday). */
export function ageFromBirthDate(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** A long date for people, e.g. "Saturday, November 21, 2026". */
const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function formatLongDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}
