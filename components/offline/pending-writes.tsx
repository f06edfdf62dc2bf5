"use client";

import { cx } from "@/components/ui/cx";
import { useQueuedWrites, writeMatcher } from "./use-queued-writes";
import { WaitingBadge } from "./waiting-badge";

/**
 * The writes of one list saved on this device and not yet synced, shown above the list's
 * rows: `paths` are the list's POST paths (a pattern for a path with an id), `date` its day.
 * Renders nothing when there are none.
 */
export function PendingWrites({
  paths,
  date,
  className,
}: {
  paths: readonly (string | RegExp)[];
  date?: string;
  className?: string;
}) {
  const writes = useQueuedWrites(writeMatcher(paths, date));
  if (writes.length === 0) return null;
  return (
    <ul aria-label="Saved on this device" className={cx("space-y-1", className)}>
      {writes.map((w) => (
        <li
          key={w.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-amber-300 bg-amber-50/60 px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-words text-ink">{w.label}</span>
          <WaitingBadge refused={w.state === "refused"} />
        </li>
      ))}
    </ul>
  );
}
