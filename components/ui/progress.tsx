import { cx } from "./cx";

/** A horizontal bar for "value of max", capped at full. */
export function ProgressBar({
  value,
  max,
  label,
  className,
}: {
  value: number;
  max: number;
  label: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(value)}
      className={cx("h-3 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div
        className={cx("h-full rounded-full", value > max ? "bg-amber-500" : "bg-brand-500")}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
