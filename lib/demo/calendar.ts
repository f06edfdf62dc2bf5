/** The demo's 90 days: dates relative to today in the demo user's zone, and "has it happened yet". */
import { addDays, datesEnding, weekdayOf } from "@/lib/time/dates";
import { localDateIn, localTimeIn, zonedInstant } from "@/lib/time/zones";

export const DEMO_DAYS = 90;

export type DemoClock = {
  timeZone: string;
  today: string;
  /** The local time of day now, HH:MM. */
  nowTime: string;
  now: Date;
  /** The 90 dates ending today, oldest first. */
  dates: string[];
  first: string;
};

export function demoClock(now: Date, timeZone: string): DemoClock {
  const today = localDateIn(timeZone, now);
  const dates = datesEnding(today, DEMO_DAYS);
  return { timeZone, today, nowTime: localTimeIn(timeZone, now), now, dates, first: dates[0]! };
}

/** Whether local `date` at `time` is already past: nothing the demo writes lies in the future. */
export function hasHappened(clock: DemoClock, date: string, time: string): boolean {
  return date < clock.today || (date === clock.today && time <= clock.nowTime);
}

/** The instant of a local date and time, never later than now. */
export function instantOf(clock: DemoClock, date: string, time: string): Date {
  const at = zonedInstant(date, time, clock.timeZone);
  return at.getTime() > clock.now.getTime() ? clock.now : at;
}

/** HH:MM from minutes after midnight. */
export function clockTime(minutes: number): string {
  const m = Math.max(0, Math.min(23 * 60 + 59, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;
export const dayBefore = (date: string) => addDays(date, -1);
