/** Months and days as the calendar shows them: pure date arithmetic on YYYY-MM-DD strings. */

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const toUtc = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (at: Date) => at.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const at = toUtc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return fromUtc(at);
}

/** Day of the week, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return toUtc(date).getUTCDay();
}

/** First and last date of a month "YYYY-MM". */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, "0")}` };
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1 + by, 1));
  return fromUtc(at).slice(0, 7);
}

const MONTH_LABEL = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function monthLabel(month: string): string {
  return MONTH_LABEL.format(toUtc(`${month}-01`));
}

/** The Sun-to-Sat weeks covering a month; days outside it are null. */
export function monthGrid(month: string): (string | null)[][] {
  const { start, end } = monthRange(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(start) }, () => null);
  for (let day = start; day <= end; day = addDays(day, 1)) {
    week.push(day);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

/** "Today", "Yesterday", or the full long date (the day-detail header). */
export function dayHeading(date: string, today: string, longDate: (d: string) => string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  return longDate(date);
}
