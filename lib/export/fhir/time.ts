/**
 * FHIR dateTime values of a user's local dates and times: an instant with the offset the
 * user's zone had then ("2026-03-14T08:00:00-04:00"), or the bare date when no time is known.
 */
import { addDays } from "@/lib/time/dates";
import { zonedFormatter, zonedInstant } from "@/lib/time/zones";

const pad = (n: number) => String(n).padStart(2, "0");

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The wall clock of `instant` in `timeZone`, as milliseconds of a UTC date that reads the same. */
function wallClockMs(instant: Date, timeZone: string): number {
  const parts = zonedFormatter(
    "fhir-wall",
    timeZone,
    (tz) =>
      new Intl.DateTimeFormat("en-US", {
        timeZone: tz,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }),
  ).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/** An instant (to the minute) as its wall clock in `timeZone` with that zone's offset then. */
function isoWithOffset(instant: Date, timeZone: string): string {
  const wall = wallClockMs(instant, timeZone);
  const offsetMinutes = Math.round((wall - instant.getTime()) / 60_000);
  return `${new Date(wall).toISOString().slice(0, 19)}${offsetText(offsetMinutes)}`;
}

/**
 * Local `date` and `time` (HH:MM) in `timeZone` as an ISO date and time with its offset. A time
 * that a DST change skips reads as the wall clock of the instant `zonedInstant` gives it.
 */
export function localDateTime(date: string, time: string, timeZone: string): string {
  return isoWithOffset(zonedInstant(date, time, timeZone), timeZone);
}

/** The moment of a record: its date and time in the user's zone, or its date alone. */
export function effectiveOf(date: string, time: string | null, timeZone: string): string {
  return time ? localDateTime(date, time, timeZone) : date;
}

/** A local day as a period: from its midnight to the next one, in the user's zone. */
export function dayPeriod(date: string, timeZone: string): { start: string; end: string } {
  return { start: localDateTime(date, "00:00", timeZone), end: localDateTime(addDays(date, 1), "00:00", timeZone) };
}

/** The end of `hours` (to the minute) from local `date` and `time`, with the offset the zone has then. */
export function afterHours(date: string, time: string, hours: number, timeZone: string): string {
  const start = zonedInstant(date, time, timeZone).getTime();
  return isoWithOffset(new Date(start + Math.round(hours * 60) * 60_000), timeZone);
}
