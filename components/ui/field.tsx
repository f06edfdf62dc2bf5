import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";

const control =
  "block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink " +
  "placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 " +
  "aria-[invalid=true]:border-red-500";

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
};

/** A label, one control, an optional hint and error, wired together for screen readers. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("space-y-1", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cx(control, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cx(control, "pr-8", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cx(control, "min-h-24 py-2", className)} {...props} />;
}

/** A labelled select over a fixed list: each choice's value, and its label for people. */
export function SelectField<V extends string | number>({
  label,
  hint,
  error,
  className,
  name,
  value,
  choices,
  optionLabel,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  name?: string;
  value: V;
  choices: readonly V[];
  optionLabel: (choice: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(p) => (
        <Select
          {...p}
          name={name}
          value={value}
          onChange={(e) => onChange(choices.find((c) => String(c) === e.target.value) ?? value)}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {optionLabel(c)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
