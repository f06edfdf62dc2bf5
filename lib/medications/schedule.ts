/**
 * Dose slots: the times of day (HH:MM, the user's local time) at which a medication is due.
 * Pure functions, so the schedule, adherence and the reminder job all agree.
 *
 * - daily: its time, else 08:00.
 * - twice_daily: its time and 12 h later, else 08:00 and 20:00.
 * - three_times_daily: its time, +6 h and +12 h, else 08:00, 14:00 and 20:00.
 * - weekly: its time (else 08:00), only on the weekday of the day it was added (in the
 *   user's time zone): the schema has no column for a chosen weekday.
 * - as_needed, or a status other than active: no schedule.
 * Offsets wrap past midnight: a twice-daily dose at 20:00 is due at 08:00 and 20:00 every day.
 * A medication has no slots before the local date it was added.
 */
/**
 * Formatters are costly to build (the reminder job asks thousands of times a run): one per
 * time zone, kept.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

function wallClock(
  timeZone: string,
  at: number,
): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const parts = partsFormatter(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get("year"), mo: get("month"), d: get("day"), h: get("hour"), mi: get("minute"), s: get("second") };
}

/** The local date (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDateOf(timeZone: string, at: Date): string {
  const { y, mo, d } = wallClock(timeZone, at.getTime());
  return `${String(y).padStart(4, "0")}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export type SchedulableMedication = {
  frequency: string;
  time: string | null;
  status: string;
  created_at: Date | string;
};

const DEFAULTS: Record<string, string[]> = {
  daily: ["08:00"],
  twice_daily: ["08:00", "20:00"],
  three_times_daily: ["08:00", "14:00", "20:00"],
  weekly: ["08:00"],
};
const OFFSETS: Record<string, number[]> = {
  daily: [0],
  twice_daily: [0, 12],
  three_times_daily: [0, 6, 12],
  weekly: [0],
};

function addHours(time: string, hours: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${String((h + hours) % 24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Day of week 0 (Sunday) to 6 of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The times of day, sorted, at which `med` is due on local `date` (empty: not due). */
export function doseSlots(med: SchedulableMedication, date: string, timeZone: string): string[] {
  if (med.status !== "active") return [];
  const offsets = OFFSETS[med.frequency];
  if (!offsets) return [];
  const addedOn = localDateOf(timeZone, new Date(med.created_at));
  if (date < addedOn) return [];
  if (med.frequency === "weekly" && weekdayOf(date) !== weekdayOf(addedOn)) return [];
  const slots = med.time ? offsets.map((h) => addHours(med.time!, h)) : DEFAULTS[med.frequency]!;
  return [...new Set(slots)].sort();
}

/** The offset (ms) of `timeZone` from UTC at instant `at`. */
function zoneOffsetMs(timeZone: string, at: number): number {
  const w = wallClock(timeZone, at);
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** The instant of local `date` `time` in `timeZone` (a time skipped by DST moves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wall - zoneOffsetMs(timeZone, wall);
  guess = wall - zoneOffsetMs(timeZone, guess);
  return new Date(guess);
}
