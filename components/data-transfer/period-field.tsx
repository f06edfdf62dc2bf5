import { SelectField } from "@/components/ui/field";
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
    <SelectField
      label={label}
      error={error}
      className={className}
      value={days}
      choices={MEDICAL_PERIODS}
      optionLabel={(d) => `Last ${d} days`}
      onChange={onChange}
    />
  );
}
