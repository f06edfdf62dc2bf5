import { cx } from "@/components/ui/cx";
import { BP_LABEL, type BpReading, formatBloodPressure, isFlagged } from "@/lib/health/blood-pressure";

/** Blood pressure readings, each with its AHA category; `dayOf` words a reading's date. */
export function BpReadings({ readings, dayOf }: { readings: BpReading[]; dayOf: (date: string) => string }) {
  return (
    <ul className="space-y-2 text-sm">
      {readings.map((r) => (
        <li key={`${r.date}-${r.time}`} className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block font-medium text-ink">{formatBloodPressure(r.systolic, r.diastolic)}</span>
            <span className="block text-xs text-muted">
              {dayOf(r.date)}
              {r.time ? ` at ${r.time}` : ""}
            </span>
          </span>
          <span
            className={cx(
              "shrink-0 text-right font-medium",
              isFlagged(r.category) ? "text-amber-900" : "text-emerald-800",
            )}
          >
            {isFlagged(r.category) && <span aria-hidden="true">⚠ </span>}
            {BP_LABEL[r.category]}
          </span>
        </li>
      ))}
    </ul>
  );
}
