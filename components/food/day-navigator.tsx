import { Button, ButtonLink } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { foodHref } from "@/lib/food/diary-day";
import { addDays } from "@/lib/time/dates";
import { dayLabel, formatLongDate, formatShortDate } from "@/lib/time/format";

/**
 * The diary's day: previous and next day (not past today), a date picker and "Today". Links
 * and a GET form, so it works before any script runs and every day has its own address.
 */
export function DayNavigator({ date, today, tab }: { date: string; today: string; tab?: string }) {
  const prev = addDays(date, -1);
  const next = addDays(date, 1);
  const isToday = date === today;
  // "Today", "Yesterday", "3 days ago" above the long date; an older day has only the date
  const label = dayLabel(date, today);
  return (
    <nav aria-label="Diary day" className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <ButtonLink
          href={foodHref({ tab, date: prev, today })}
          variant="secondary"
          size="sm"
          aria-label={`Previous day, ${formatLongDate(prev)}`}
        >
          <span aria-hidden="true">‹</span>
        </ButtonLink>
        <div className="min-w-0 text-center" aria-live="polite">
          {label !== formatShortDate(date) && (
            <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{label}</p>
          )}
          <h2 className="text-base font-semibold text-ink sm:text-lg">{formatLongDate(date)}</h2>
        </div>
        {isToday ? (
          <Button variant="secondary" size="sm" disabled aria-label="Next day: today is the latest day">
            <span aria-hidden="true">›</span>
          </Button>
        ) : (
          <ButtonLink
            href={foodHref({ tab, date: next, today })}
            variant="secondary"
            size="sm"
            aria-label={`Next day, ${formatLongDate(next)}`}
          >
            <span aria-hidden="true">›</span>
          </ButtonLink>
        )}
      </div>
      <form action="/food" method="get" className="mt-3 flex flex-wrap items-end justify-center gap-2">
        {tab && <input type="hidden" name="tab" value={tab} />}
        <label className="flex items-center gap-2 whitespace-nowrap text-sm font-medium text-ink">
          Go to day
          <Input type="date" name="date" defaultValue={date} max={today} required className="w-auto" />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          Go
        </Button>
        {!isToday && (
          <ButtonLink href={foodHref({ tab, date: today, today })} variant="ghost" size="sm">
            Today
          </ButtonLink>
        )}
      </form>
    </nav>
  );
}
