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
import { addHoursToClock, weekdayOf } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";

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

/** A time of day `hours` later on the clock, wrapping past midnight. */
/** One dose slot of one medication: the key its record and its reminders are matched by. */
export function doseKey(medicationId: string, date: string, time: string): string {
  return `${medicationId}|${date}|${time}`;
}

/** The times of day, sorted, at which `med` is due on local `date` (empty: not due). */
export function doseSlots(med: SchedulableMedication, date: string, timeZone: string): string[] {
  if (med.status !== "active") return [];
  const offsets = OFFSETS[med.frequency];
  if (!offsets) return [];
  const addedOn = localDateIn(timeZone, new Date(med.created_at));
  if (date < addedOn) return [];
  if (med.frequency === "weekly" && weekdayOf(date) !== weekdayOf(addedOn)) return [];
  const slots = med.time ? offsets.map((h) => addHoursToClock(med.time!, h)) : DEFAULTS[med.frequency]!;
  return [...new Set(slots)].sort();
}
