import { cx } from "./cx";

/** A grey placeholder block that pulses while a page loads (still under reduced motion). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx("rounded-lg bg-slate-200 motion-safe:animate-pulse", className)} />;
}

/**
 * The loading state of a signed-in view: its title (known before the data), then the shape
 * of what is coming: a tab row when the view has tabs, and cards. Screen readers hear "Loading".
 */
export function PageSkeleton({
  title,
  tabs = 0,
  cards = 2,
}: {
  title: string;
  /** How many tabs the view's tab row has; none when 0. */
  tabs?: number;
  cards?: number;
}) {
  return (
    <div role="status" aria-live="polite" className="pt-3">
      <span className="sr-only">Loading {title}…</span>
      <div className="flex items-center justify-between gap-2">
        <Skeleton className="h-6 w-24 lg:invisible" />
        <Skeleton className="h-11 w-24 rounded-lg" />
      </div>
      <p aria-hidden="true" className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </p>
      <Skeleton className="mt-2 h-4 w-48" />
      {tabs > 0 && (
        <div className="mt-5 flex gap-2 overflow-hidden border-b border-slate-200 pb-2">
          {Array.from({ length: tabs }, (_, i) => (
            <Skeleton key={i} className="h-7 w-20 shrink-0" />
          ))}
        </div>
      )}
      <div className="mt-5 space-y-4">
        {Array.from({ length: cards }, (_, i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-5/6" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
