import { Field, Select } from "@/components/ui/field";
import { MEDICAL_PERIODS } from "@/lib/reports/schema";

/** The medical report's period: the last 30, 90, 180 or 365 days. */
export function PeriodField({
  label,
  days,
  onChange,
  error,
  className,
}: {
  label: string;
  days: number;
  onChange: (days: number) => void;
  error?: string;
  className?: string;
}) {
  return (
    <Field label={label} error={error} className={className}>
      {(p) => (
        <Select {...p} value={days} onChange={(e) => onChange(Number(e.target.value))}>
          {MEDICAL_PERIODS.map((d) => (
            <option key={d} value={d}>
              Last {d} days
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
