/**
 * When a questionnaire is due again: each asks about a fixed past period (MIDAS the last
 * 3 months, HIT-6 the last 4 weeks), so it is retaken when that period has passed since the
 * last answers.
 */
import { addDays, monthRange, shiftMonth } from "@/lib/time/dates";

export type Questionnaire = "midas" | "hit6";

export const RETAKE_AFTER = {
  midas: { months: 3 },
  hit6: { days: 28 },
} as const satisfies Record<Questionnaire, { months: number } | { days: number }>;

/**
 * `date` moved by whole calendar months; a day the target month lacks becomes its last day
 * (31 May + 3 months is 31 August, 30 November + 3 months is 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const month = shiftMonth(date.slice(0, 7), months);
  const { end } = monthRange(month);
  const day = `${month}-${date.slice(8, 10)}`;
  return day > end ? end : day;
}

/** The day a questionnaire taken on `taken` is due again. */
export function retakeDate(questionnaire: Questionnaire, taken: string): string {
  const after = RETAKE_AFTER[questionnaire];
  return "months" in after ? addMonths(taken, after.months) : addDays(taken, after.days);
}

export type RetakeStatus = {
  /** When it is due again; null when it has never been taken. */
  due_on: string | null;
  /** Whether it should be taken now: never taken, or `due_on` is today or past. */
  due: boolean;
};

/** Whether a questionnaire is due on `today`, from the date of the last answers (null: never). */
export function retakeStatus(questionnaire: Questionnaire, lastTaken: string | null, today: string): RetakeStatus {
  if (lastTaken === null) return { due_on: null, due: true };
  const dueOn = retakeDate(questionnaire, lastTaken);
  return { due_on: dueOn, due: today >= dueOn };
}
