import { useId } from "react";
import { cx } from "@/components/ui/cx";

/** A fieldset of checkboxes over a fixed list, each a 44 px touch target; keeps the list's order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  className,
  labelOf = (option) => option,
  name,
  error,
}: {
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (value: T[]) => void;
  className?: string;
  labelOf?: (option: T) => string;
  name?: string;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className={cx("min-w-0", className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cx(
                "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                "has-focus-visible:outline-2 has-focus-visible:outline-brand-600",
                checked ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-ink",
              )}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={() =>
                  onChange(
                    checked
                      ? value.filter((v) => v !== option)
                      : options.filter((o) => o === option || value.includes(o)),
                  )
                }
                className="size-4 accent-brand-600"
              />
              {labelOf(option)}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
