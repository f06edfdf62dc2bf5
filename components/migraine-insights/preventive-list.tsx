import { preventiveVerdict } from "@/lib/migraine-insights/display";
import type { PreventiveResult } from "@/lib/migraine-insights/service";
import { formatShortDate, formatShortMonth } from "@/lib/time/format";

const months = (w: PreventiveResult["before"]) =>
  w.months.map((m) => `${formatShortMonth(m.month)}: ${m.migraine_days}`).join(", ") || "none over yet";

/** Each preventive's migraine days before and after its start, and the 50 % responder verdict. */
export function PreventiveList({ preventives }: { preventives: PreventiveResult[] }) {
  if (preventives.length === 0)
    return (
      <p className="text-sm text-muted">
        No preventive treatment marked. Mark a medication as preventive, with the day you started it, to compare
        migraine days before and after.
      </p>
    );
  return (
    <ul className="space-y-2" aria-label="Preventive treatments">
      {preventives.map((p) => (
        <li key={p.medication_id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-medium text-ink">
            {p.name}{" "}
            <span className="font-normal text-muted">
              {p.dosage}, started {formatShortDate(p.start_date)}
            </span>
          </p>
          <p
            className={
              p.responder === true
                ? "mt-1 text-emerald-800"
                : p.responder === false
                  ? "mt-1 text-ink"
                  : "mt-1 text-muted"
            }
          >
            {preventiveVerdict(p)}
          </p>
          <p className="mt-1 text-xs text-muted">
            Migraine days before: {months(p.before)}. After: {months(p.after)}. The start month is in neither.
          </p>
        </li>
      ))}
    </ul>
  );
}
