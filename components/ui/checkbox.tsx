import { useId } from "react";
import { cx } from "@/components/ui/cx";

/** One labelled checkbox, with an optional line that says what it does; a 44 px touch target. */
export function Checkbox({
  label,
  hint,
  checked,
  onChange,
  name,
  className,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  className?: string;
}) {
  const hintId = useId();
  return (
    <label className={cx("flex min-h-11 cursor-pointer items-start gap-3 py-1", className)}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      <span>
        <span className="block text-sm font-medium text-ink">{label}</span>
        {hint && (
          <span id={hintId} className="block text-sm text-muted">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
