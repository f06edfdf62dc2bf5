/** The month grid the calendar shows: pure date arithmetic on YYYY-MM-DD strings. */
import { addDays, monthRange, weekdayOf } from "@/lib/time/dates";

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
