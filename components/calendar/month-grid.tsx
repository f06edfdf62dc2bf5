"use client";

import { useRouter } from "next/navigation";
import type { KeyboardEvent, MouseEvent } from "react";
import { cx } from "@/components/ui/cx";
import type { DaySummary } from "@/lib/calendar/days";
import { monthGrid } from "@/lib/calendar/month";
import { formatLongDate } from "@/lib/time/format";
import { badgesFor, LEGEND } from "./badges";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month's days as a grid of links to each day, with their badges, and the legend. A
 * client component given the month's figures as data: drawn on the server as hundreds of
 * elements, the grid was most of the page's payload and of its server time.
 *
 * Arrow keys move focus between the days (one day left/right, one week up/down); Tab and
 * Enter work as on any link; a plain click (or Enter) opens the day in the app, without a
 * reload or a scroll, as next/link does, while a click with a modifier key (a new tab or
 * window) is left to the browser.
 */
export function MonthGrid({
  month,
  today,
  label,
  days,
}: {
  month: string;
  today: string;
  /** The month in words ("November 2026"). */
  label: string;
  /** The days of the month with anything logged. */
  days: DaySummary[];
}) {
  const router = useRouter();
  const byDate = new Map(days.map((d) => [d.date, d]));
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = MOVES[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-day]");
    if (step === undefined || !current) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-day]")];
    const next = links[links.indexOf(current) + step];
    if (!next) return;
    event.preventDefault();
    next.focus();
  }
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-day]");
    const href = link?.getAttribute("href");
    if (!href) return;
    event.preventDefault();
    router.push(href, { scroll: false });
  }
  return (
    <>
      {/* the links inside are the controls: the wrapper only hears their events */}
      <div onKeyDown={onKeyDown} onClick={onClick}>
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
                      <DayCell date={date} today={today} month={month} summary={byDate.get(date)} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {days.length === 0 && <p className="mt-3 text-center text-sm text-muted">Nothing logged in {label} yet.</p>}
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
    </>
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
    // a plain link, which the grid opens in the app (see onClick): a month of next/link
    // would be 42 more components for the server to render
    <a
      href={`/calendar?month=${month}&day=${date}`}
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
    </a>
  );
}
