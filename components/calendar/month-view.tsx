import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { DaySummary } from "@/lib/calendar/days";
import { MonthGrid } from "./month-grid";
import { formatMonth } from "@/lib/time/format";
import { shiftMonth } from "@/lib/time/dates";

export function MonthView({ month, today, days }: { month: string; today: string; days: Map<string, DaySummary> }) {
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const label = formatMonth(month);
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
      <MonthGrid month={month} today={today} label={label} days={[...days.values()]} />
    </Card>
  );
}
