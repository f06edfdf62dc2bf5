/**
 * Dates and times of imported records, as vitalog stores them: the user's local date and
 * HH:MM. A time that carries an offset keeps its instant (and is shown in the user's zone);
 * a time without one is the user's own wall clock. Dates before 1900 or after the user's
 * today cannot be true and are refused.
 */
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import type { ImportContext } from "./types";

export const EARLIEST_DATE = "1900-01-01";
export const FUTURE_DATE = "Dated in the future";
export const TOO_OLD = "Dated before 1900";

/**
 * The time of a value a file gives per day only (a day's weight, resting heart rate or
 * water): a fixed time, so importing the file again finds the value where it was put.
 */
export const DAY_TIME = "12:00";

export type LocalTime = { date: string; time: string | null };

/** The user's local date and time of an instant. */
export function localOf(instant: Date, ctx: ImportContext): LocalTime {
  return { date: localDateIn(ctx.timeZone, instant), time: localTimeIn(ctx.timeZone, instant) };
}

/** Why a local date cannot be stored, or null when it can. */
export function dateProblem(date: string, ctx: ImportContext): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return `Not a date: ${date}`;
  if (date < EARLIEST_DATE) return TOO_OLD;
  if (date > ctx.today) return FUTURE_DATE;
  return null;
}

/** "2019-06-17 21:07:11 -0400" or ISO 8601 with an offset or Z: the instant, or null. */
export function parseOffsetDateTime(text: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})$/.exec(text.trim());
  if (!m) return null;
  const zone = m[3] === "Z" ? "Z" : `${m[3]!.slice(0, 3)}:${m[3]!.slice(-2)}`;
  const at = new Date(`${m[1]}T${m[2]}${zone}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A wall-clock time of day as HH:MM: "9:51 AM", "6:50 pm", "05:17", "21:06:33"; null when
 * empty or not a time.
 */
export function clockTime(text: string | undefined | null): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*([AaPp]\.?[Mm]\.?)?\s*$/.exec(text ?? "");
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    const pm = m[3][0]!.toLowerCase() === "p";
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
