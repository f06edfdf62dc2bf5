import { useId } from "react";
import { cx } from "./cx";

export type SegmentOption<V extends string> = { value: V; label: string };

/**
 * A segmented control: native radio buttons in a fieldset, so the group has a name, arrow
 * keys move the choice, and each segment is a 44 px touch target. Each radio covers its
 * whole segment (transparent), so clicks and tests hit the input itself.
 */
export function Segmented<V extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  legend: string;
  options: SegmentOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cx("min-w-0", className)}>
      <legend className="mb-1 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label key={option.value} className="relative flex-1">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
            />
            <span
              className={cx(
                "flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-medium text-muted",
                "peer-hover:text-ink peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
