import type { ComponentProps } from "react";
import { Field, Input, Textarea } from "@/components/ui/field";
import { NOTES_MAX } from "@/lib/health/schema";
import type { FieldErrors } from "@/lib/validation/issues";

type InputFieldProps = Omit<ComponentProps<"input">, "id" | "value" | "onChange"> & {
  label: string;
  error?: string;
  value: string | number;
  onChange: (text: string) => void;
};

/** A labelled input with its error beside it, handing back the text typed. */
export function InputField({ label, error, onChange, ...input }: InputFieldProps) {
  return (
    <Field label={label} error={error}>
      {(p) => <Input {...p} {...input} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** The attributes of an input for a decimal number. */
export const DECIMAL = { type: "number", inputMode: "decimal", step: "any" } as const;

/** A record's date and time, as two fields of the form's grid; the picker offers no day after `maxDate`. */
export function DateTimeFields({
  date,
  time,
  errors,
  onChange,
  maxDate,
}: {
  date: string;
  time: string;
  errors: FieldErrors;
  onChange: (patch: { date?: string; time?: string }) => void;
  maxDate?: string;
}) {
  return (
    <>
      <InputField
        label="Date"
        error={errors.date}
        type="date"
        required
        max={maxDate}
        value={date}
        onChange={(text) => onChange({ date: text })}
      />
      <InputField
        label="Time"
        error={errors.time}
        type="time"
        required
        value={time}
        onChange={(text) => onChange({ time: text })}
      />
    </>
  );
}

/** A record's free-text notes, bounded like the API. */
export function NotesField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (notes: string) => void;
}) {
  return (
    <Field label="Notes" error={error}>
      {(p) => <Textarea {...p} maxLength={NOTES_MAX} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
