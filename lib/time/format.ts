/**
 * Dates as people read them, in US English like the rest of the interface. A calendar date
 * (YYYY-MM-DD) is formatted as that day wherever the reader is; an instant is formatted in the
 * time zone it is given.
 */
import { addDays, daysBetween, weekdayOf } from "./dates";
import { zonedFormatter } from "./zones";

const UTC_DAY = { timeZone: "UTC" } as const;
const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  ...UTC_DAY,
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});
const SHORT_DATE = new Intl.DateTimeFormat("en-US", { ...UTC_DAY, month: "short", day: "numeric", year: "numeric" });
const MONTH_DAY = new Intl.DateTimeFormat("en-US", { ...UTC_DAY, month: "short", day: "numeric" });
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { ...UTC_DAY, month: "long", year: "numeric" });
const SHORT_MONTH_YEAR = new Intl.DateTimeFormat("en-US", { ...UTC_DAY, month: "short", year: "numeric" });
/** Weekday names from Sunday, as Intl writes them in US English: a lookup, as insights name thousands. */
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Saturday, November 21, 2026". */
export function formatLongDate(date: string): string {
  return LONG_DATE.format(asUtcDay(date));
}

/** "Nov 21, 2026". */
export function formatShortDate(date: string): string {
  return SHORT_DATE.format(asUtcDay(date));
}

/** "Nov 21". */
export function formatMonthDay(date: string): string {
  return MONTH_DAY.format(asUtcDay(date));
}

/** "3/14": month and day as numbers, for the axis of a chart. */
export function formatNumericMonthDay(date: string): string {
  return `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

/** "Sat". */
export function formatWeekday(date: string): string {
  return WEEKDAYS[weekdayOf(date)]!.slice(0, 3);
}

/** "Saturday". */
export function formatLongWeekday(date: string): string {
  return WEEKDAYS[weekdayOf(date)]!;
}

/** "November 2026", of a month "YYYY-MM". */
export function formatMonth(month: string): string {
  return MONTH_YEAR.format(asUtcDay(`${month}-01`));
}

/** "Nov 2026", of a month "YYYY-MM" (a two-digit year would read as a day). */
export function formatShortMonth(month: string): string {
  return SHORT_MONTH_YEAR.format(asUtcDay(`${month}-01`));
}

/**
 * A day relative to today: "Today", "Yesterday", "N days ago" up to `daysAgoUpTo` days
 * (the app's lists say it up to 7), else the short date.
 */
export function dayLabel(date: string, today: string, { daysAgoUpTo = 7 } = {}): string {
  const days = daysBetween(date, today);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days > 1 && days <= daysAgoUpTo) return `${days} days ago`;
  return formatShortDate(date);
}

/** "Today", "Yesterday", or the long date: a heading for one day. */
export function dayHeading(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  return formatLongDate(date);
}

/** "November 21, 2026": the local date of an instant in `timeZone`. */
export function formatInstantDate(at: Date | string, timeZone: string): string {
  return zonedFormatter(
    "long date",
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: tz }),
  ).format(new Date(at));
}

/**
 * "Nov 26, 14:02": an instant's local date and 24-hour time in `timeZone`; the year is added
 * when it is not the year of `now` there ("Nov 26, 2025, 14:02").
 */
export function formatInstantDateTime(at: Date | string, timeZone: string, now: Date = new Date()): string {
  const parts = zonedFormatter(
    "date time parts",
    timeZone,
    (tz) =>
      new Intl.DateTimeFormat("en-US", {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: tz,
      }),
  );
  const part = (d: Date, type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(d).find((p) => p.type === type)?.value ?? "";
  const when = new Date(at);
  const year = part(when, "year");
  const day = `${part(when, "month")} ${part(when, "day")}`;
  const time = `${part(when, "hour")}:${part(when, "minute")}`;
  return year === part(now, "year") ? `${day}, ${time}` : `${day}, ${year}, ${time}`;
}
