/**
 * FHIR dateTime values of a user's local dates and times: an instant with the offset the
 * user's zone had then ("2026-03-14T08:00:00-04:00"), or the bare date when no time is known.
 */
import { addDays } from "@/lib/time/dates";
import { zonedInstant, zoneOffsetMs } from "@/lib/time/zones";

const pad = (n: number) => String(n).padStart(2, "0");

function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant (to the minute) as its wall clock in `timeZone` with that zone's offset then. */
function isoWithOffset(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000) * 60_000;
  const offset = zoneOffsetMs(timeZone, minute);
  return `${new Date(minute + offset).toISOString().slice(0, 19)}${offsetText(Math.round(offset / 60_000))}`;
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
