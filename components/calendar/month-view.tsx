import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import type { DaySummary } from "@/lib/calendar/days";
import { monthGrid } from "@/lib/calendar/month";
import { badgesFor, LEGEND } from "./badges";
import { GridKeys } from "./grid-keys";
import { formatLongDate, formatMonth } from "@/lib/time/format";
import { shiftMonth } from "@/lib/time/dates";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

export function MonthView({ month, today, days }: { month: string; today: string; days: Map<string, DaySummary> }) {
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const label = formatMonth(month);
  const logged = [...days.values()].length;
  return (
    <Card aria-labelledby="month-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <ButtonLink
          href={`/calendar?month=${prev}`}
          variant="secondary"
          size="sm"
          aria-label={`Previous month, ${formatMonth(prev)}`}
        >
          <span aria-hidden="true">‹</span>
        </ButtonLink>
        <h2 id="month-title" className="text-lg font-semibold" aria-live="polite">
          {label}
        </h2>
        <ButtonLink
          href={`/calendar?month=${next}`}
          variant="secondary"
          size="sm"
          aria-label={`Next month, ${formatMonth(next)}`}
        >
          <span aria-hidden="true">›</span>
        </ButtonLink>
      </div>
      {month !== today.slice(0, 7) && (
        <p className="mb-2 text-center text-sm">
          <Link href="/calendar" className="font-medium text-brand-700 underline underline-offset-2">
            Go to this month
          </Link>
        </p>
      )}
      <GridKeys>
        <table className="w-full table-fixed border-collapse text-center">
          <caption className="sr-only">
            {`${label}: choose a day to see its details. Arrow keys move between days.`}
          </caption>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, w) => (
              <tr key={w}>
                {week.map((date, d) =>
                  date === null ? (
                    <td key={d} />
                  ) : (
                    <td key={date} className="p-0.5 align-top">
                      <DayCell date={date} today={today} month={month} summary={days.get(date)} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </GridKeys>
      {logged === 0 && <p className="mt-3 text-center text-sm text-muted">Nothing logged in {label} yet.</p>}
      <h3 className="mt-4 text-sm font-semibold">Legend</h3>
      <ul className="mt-1 grid grid-cols-2 gap-1 text-xs sm:grid-cols-3">
        {LEGEND.map((l) => (
          <li key={l.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cx("inline-flex min-w-6 justify-center rounded px-1", l.className)}>
              {l.symbol}
            </span>
            {l.label}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded border-2 border-brand-600" />
          Today
        </li>
      </ul>
    </Card>
  );
}

function DayCell({
  date,
  today,
  month,
  summary,
}: {
  date: string;
  today: string;
  month: string;
  summary: DaySummary | undefined;
}) {
  const badges = badgesFor(summary);
  const isToday = date === today;
  const spoken = [
    formatLongDate(date),
    isToday ? "today" : null,
    badges.length ? badges.map((b) => b.spoken).join(", ") : "nothing logged",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <Link
      href={`/calendar?month=${month}&day=${date}`}
      scroll={false}
      data-day={date}
      aria-label={spoken}
      aria-current={isToday ? "date" : undefined}
      className={cx(
        "flex min-h-16 flex-col items-stretch rounded-lg border p-0.5 text-left hover:bg-brand-50",
        "focus-visible:outline-2 focus-visible:outline-brand-600",
        isToday ? "border-2 border-brand-600" : "border-slate-200",
      )}
    >
      <span className={cx("text-xs", isToday ? "font-bold text-brand-700" : "text-ink")}>{Number(date.slice(8))}</span>
      <span className="mt-0.5 flex flex-wrap gap-0.5">
        {badges.map((b) => (
          <span key={b.key} className={cx("rounded px-0.5 text-[10px] leading-4", b.className)}>
            {b.symbol}
            {b.text}
          </span>
        ))}
      </span>
    </Link>
  );
}
