"use client";

import { Field, Input, SelectField } from "@/components/ui/field";
import { ACUTE_CLASSES, ACUTE_CLASS_IDS, acuteClassLabel, type AcuteClass } from "@/lib/migraine/acute-classes";
import type { MedicationValues } from "./medication-values";

const CHOICES = ["", ...ACUTE_CLASS_IDS] as const;
const NONE_HINT =
  "Choose a class if you take it for a headache: the days you tick it on a migraine episode count as " +
  "acute medication days in your migraine reports.";

/** The examples of a class, as the select's hint. */
function classHint(id: AcuteClass | ""): string {
  const known = ACUTE_CLASSES.find((c) => c.id === id);
  return known ? `${known.label}: for example ${known.examples}.` : NONE_HINT;
}

/**
 * What a migraine report needs to know of a medication: the class it is taken as for a headache
 * (None: not for headaches), and whether it is a preventive treatment and since when.
 */
export function HeadacheFields({
  values,
  today,
  onChange,
  error,
}: {
  values: MedicationValues;
  today: string;
  onChange: (patch: Partial<MedicationValues>) => void;
  error: (key: "acute_class" | "preventive_start") => string | undefined;
}) {
  return (
    <>
      <SelectField
        label="Taken for headaches as"
        hint={classHint(values.acute_class)}
        error={error("acute_class")}
        value={values.acute_class}
        choices={CHOICES}
        optionLabel={(c) => (c === "" ? "None" : acuteClassLabel(c))}
        onChange={(acute_class) => onChange({ acute_class })}
      />
      <div className="space-y-2">
        <label className="flex min-h-11 items-start gap-3 py-1">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-brand-600"
            checked={values.preventive}
            onChange={(e) =>
              onChange({ preventive: e.target.checked, preventive_start: values.preventive_start || today })
            }
          />
          <span>
            <span className="block text-sm font-medium text-ink">Preventive treatment</span>
            <span className="block text-sm text-muted">
              Taken regularly to have fewer migraines (a daily tablet or a monthly injection): your reports compare your
              migraine days before and after it started.
            </span>
          </span>
        </label>
        {values.preventive && (
          <Field label="Started on" error={error("preventive_start")}>
            {(p) => (
              <Input
                {...p}
                type="date"
                max={today}
                value={values.preventive_start}
                onChange={(e) => onChange({ preventive_start: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>
    </>
  );
}
