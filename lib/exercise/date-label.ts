/** Spec section 9, "Date labels": Today, Yesterday, "N days ago" up to 7 days, else a date. */
import { addDays } from "./progress-math";

const SHORT_DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function relativeDateLabel(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, -1)) return "Yesterday";
  for (let n = 2; n <= 7; n++) if (date === addDays(today, -n)) return `${n} days ago`;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return SHORT_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}
