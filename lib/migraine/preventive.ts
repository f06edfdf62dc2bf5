/**
 * Did a preventive help? Monthly migraine days in the 3 calendar months before the month the
 * preventive started, against the 3 calendar months after it, and the 50 % responder rule of
 * migraine trials: a responder's monthly migraine days fell by at least half.
 *
 * Windows are whole calendar months, like every monthly count the app shows:
 * - the start month itself is in neither window, whatever the day of the start: it mixes
 *   days before and after the first dose, and a preventive takes weeks to act;
 * - "before" is the 3 months before the start month; the diary covers it only when it was
 *   kept from the first day of the first of them;
 * - "after" counts only the months after the start month that are over (their last day is
 *   before today), so a month still running never lowers the average.
 * The verdict needs both windows whole (3 months each); until then the counts so far are
 * returned with "not_enough_data".
 */
import { monthRange, shiftMonth } from "@/lib/time/dates";
import { countMonths, monthsFrom, type EpisodeInput } from "./monthly-counts";

export const PREVENTIVE_WINDOW_MONTHS = 3;

export type PreventiveWindow = {
  /** The window's months (for "after": those over so far), oldest first. */
  months: { month: string; migraine_days: number }[];
  /** Migraine days over `months`. */
  migraine_days: number;
  /** Migraine days a month (one decimal); null when the window has no month to count. */
  average_per_month: number | null;
  /** Whether the diary covers the whole window. */
  covered: boolean;
};

export type PreventiveComparison = {
  start_date: string;
  before: PreventiveWindow;
  after: PreventiveWindow;
  status: "complete" | "not_enough_data";
  /** How much monthly migraine days fell, in percent (one decimal; negative: rose); null without a verdict. */
  reduction_percent: number | null;
  /**
   * Whether monthly migraine days fell by half or more (exactly half counts). Null without a
   * verdict, and null when there were no migraine days before: with nothing to halve, the rule
   * says nothing.
   */
  responder: boolean | null;
};

export type PreventiveInput = {
  /** The day the preventive was started (YYYY-MM-DD). */
  startDate: string;
  episodes: readonly EpisodeInput[];
  /** The first day the diary was kept: days before it are unknown, not migraine-free. */
  diarySince: string;
  today: string;
};

function windowOf(episodes: readonly EpisodeInput[], months: string[], covered: boolean): PreventiveWindow {
  const counted = countMonths(episodes, months).map((m) => ({ month: m.month, migraine_days: m.migraine_days }));
  const days = counted.reduce((sum, m) => sum + m.migraine_days, 0);
  return {
    months: counted,
    migraine_days: days,
    average_per_month: months.length > 0 ? Math.round((days / months.length) * 10) / 10 : null,
    covered,
  };
}

/** The before/after comparison around a preventive's start. */
export function comparePreventive({ startDate, episodes, diarySince, today }: PreventiveInput): PreventiveComparison {
  const startMonth = startDate.slice(0, 7);
  const beforeMonths = monthsFrom(shiftMonth(startMonth, -PREVENTIVE_WINDOW_MONTHS), shiftMonth(startMonth, -1));
  const afterMonths = monthsFrom(shiftMonth(startMonth, 1), shiftMonth(startMonth, PREVENTIVE_WINDOW_MONTHS)).filter(
    (month) => monthRange(month).end < today,
  );
  const before = windowOf(episodes, beforeMonths, diarySince <= monthRange(beforeMonths[0]!).start);
  const after = windowOf(episodes, afterMonths, afterMonths.length === PREVENTIVE_WINDOW_MONTHS);

  const complete = before.covered && after.covered;
  const verdict = complete && before.migraine_days > 0;
  // Both windows are 3 months long, so totals compare as the monthly averages do, without rounding.
  return {
    start_date: startDate,
    before,
    after,
    status: complete ? "complete" : "not_enough_data",
    reduction_percent: verdict
      ? Math.round(((before.migraine_days - after.migraine_days) / before.migraine_days) * 1000) / 10
      : null,
    responder: verdict ? 2 * after.migraine_days <= before.migraine_days : null,
  };
}
