/**
 * Instants seen in a user's time zone: "today" and "now" as the user's calendar and clock say,
 * and the instant of a local date and time. Everything zone-dependent goes through Intl.
 */

/**
 * One formatter per (kind, zone), made once: building an Intl.DateTimeFormat costs far more
 * than using it, and each holds native (ICU) memory until it is collected, so a formatter made
 * per call (every request, every row of an export) grows the process by hundreds of MB.
 * An unknown zone throws when the formatter is made, and nothing is kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedFormatter(
  kind: string,
  timeZone: string,
  make: (timeZone: string) => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make(timeZone)));
  return f;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The time zone this runtime is set to (the browser's, in a client component). */
export function currentTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The time zones to offer a user, sorted: Intl's list (the same Intl that validates a choice),
 * with "UTC" and the user's own zone, which that list may leave out as aliases.
 */
export function timeZoneChoices(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The local calendar date (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDateIn(timeZone: string, at: Date = new Date()): string {
  return zonedFormatter(
    "date",
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(at);
}

/** The local time of day (HH:MM, 24-hour) of `at` in `timeZone`. */
export function localTimeIn(timeZone: string, at: Date = new Date()): string {
  return zonedFormatter(
    "time",
    timeZone,
    (tz) => new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
  ).format(at);
}

type WallClock = { y: number; mo: number; d: number; h: number; mi: number; s: number };

function wallClock(timeZone: string, at: number): WallClock {
  const parts = zonedFormatter(
    "parts",
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
        second: "2-digit",
      }),
  ).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get("year"), mo: get("month"), d: get("day"), h: get("hour"), mi: get("minute"), s: get("second") };
}

const DAY_MS = 86_400_000;

/** The offset (ms) of `timeZone` from UTC at instant `at` (whole seconds). */
export function zoneOffsetMs(timeZone: string, at: number): number {
  const w = wallClock(timeZone, at);
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of local `date` and `time` (HH:MM) in `timeZone`. A time that a DST change
 * skips moves forward by the change; a time that happens twice is one of its two instants.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // the zone's offsets a day either side are the two a change on this day can be between
  const before = wall - zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = wall - zoneOffsetMs(timeZone, wall + DAY_MS);
  const shows = (at: number) => at + zoneOffsetMs(timeZone, at) === wall;
  if (shows(before)) return new Date(before);
  if (shows(after)) return new Date(after);
  // skipped: read with the offset in force before the change, which lands as far past it
  return new Date(before);
}
