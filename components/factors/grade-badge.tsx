import type { Grade } from "@/lib/health/factors/analysis";
import { GRADE_LABELS } from "@/lib/health/factors/display";
import { cx } from "@/components/ui/cx";

const TONE: Record<Grade, string> = {
  strong: "bg-amber-100 text-amber-900 ring-amber-300",
  possible: "bg-amber-50 text-amber-900 ring-amber-200",
  no_evidence: "bg-slate-100 text-slate-700 ring-slate-200",
  not_enough_data: "bg-slate-50 text-slate-700 ring-slate-200",
};

/** A comparison's grade as a small labelled badge (its words carry it, the colour only repeats them). */
export function GradeBadge({ grade }: { grade: Grade }) {
  return (
    <span
      className={cx(
        "inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        TONE[grade],
      )}
    >
      {GRADE_LABELS[grade]}
    </span>
  );
}
