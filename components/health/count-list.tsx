import type { Count } from "@/lib/health/patterns";

/** Items with how many episodes named them, as a list with proportional bars. */
export function CountList({ label, counts, total }: { label: string; counts: Count[]; total: number }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {counts.map((c) => (
        <li key={c.name} className="text-sm">
          <div className="flex justify-between gap-3">
            <span className="min-w-0 break-words text-ink">{c.name}</span>
            <span className="shrink-0 text-muted">
              {c.count} of {total} episode{total === 1 ? "" : "s"}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-slate-100">
            <div
              className="h-2 rounded-full bg-brand-500"
              style={{ width: `${Math.round((c.count / Math.max(1, total)) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
