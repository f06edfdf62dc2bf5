"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, Input, SelectField, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { frequencyLabel } from "@/lib/medications/display";
import {
  DOSAGE_MAX,
  FREQUENCIES,
  medicationSchema,
  NAME_MAX,
  NOTES_MAX,
  PREVENTIVE_START_LABEL,
  PRESCRIBED_BY_MAX,
  type Frequency,
} from "@/lib/medications/schema";
import { futureDateIssue } from "@/lib/validation/future-date";
import type { FieldErrors } from "@/lib/validation/issues";
import { HeadacheFields } from "./headache-fields";
import { medicationPayload, type MedicationValues } from "./medication-values";

type Key = keyof MedicationValues;

const TIME_HINT =
  "Your local time of the first dose: twice daily adds a dose 12 h later, three times daily 6 h and 12 h later; " +
  "weekly repeats on the weekday you add it. " +
  "Left empty: 08:00 (twice: 08:00, 20:00; three times: 08:00, 14:00, 20:00).";

/**
 * Add New (name and dosage required, frequency default daily, a new medication is active),
 * and the same form to edit. Success returns to My Medications.
 */
export function MedicationForm({
  initial,
  medicationId,
  today,
}: {
  initial: MedicationValues;
  medicationId?: string;
  /** The user's today: a preventive cannot have started later. */
  today: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  // a field's message stays until that field is edited again
  const [edited, setEdited] = useState<ReadonlySet<Key>>(new Set());
  const editing = medicationId !== undefined;
  const save = useApiAction({
    schema: medicationSchema,
    check: (): FieldErrors => {
      if (!values.preventive) return {};
      const issue = values.preventive_start
        ? futureDateIssue(values.preventive_start, today, PREVENTIVE_START_LABEL)
        : `${PREVENTIVE_START_LABEL} is required`;
      return issue ? { preventive_start: issue } : {};
    },
    request: (body: ReturnType<typeof medicationPayload>) =>
      editing ? { path: `/api/medications/${medicationId}`, method: "PUT", body } : { path: "/api/medications", body },
    success: editing ? "Medication updated successfully!" : "Medication added successfully!",
    failure: { fallback: editing ? "Failed to update medication" : "Failed to add medication", prefix: "Error" },
    onSuccess: () => router.push("/medications?tab=my"),
  });
  const change = (patch: Partial<MedicationValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setEdited((keys) => new Set([...keys, ...(Object.keys(patch) as Key[])]));
  };
  const set = (key: Key) => (e: { target: { value: string } }) => change({ [key]: e.target.value });
  const error = (key: Key | "preventive_start") => (edited.has(key) ? undefined : save.fieldErrors[key]);
  const submit = save.submit(() => {
    setEdited(new Set());
    return medicationPayload(values);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Medication name" error={error("name")}>
        {(p) => (
          <Input {...p} value={values.name} onChange={set("name")} required maxLength={NAME_MAX} autoComplete="off" />
        )}
      </Field>
      <Field label="Dosage" hint="For example 500 mg or 1 tablet." error={error("dosage")}>
        {(p) => (
          <Input
            {...p}
            value={values.dosage}
            onChange={set("dosage")}
            required
            maxLength={DOSAGE_MAX}
            autoComplete="off"
          />
        )}
      </Field>
      <SelectField
        label="Frequency"
        error={error("frequency")}
        value={values.frequency as Frequency}
        choices={FREQUENCIES}
        optionLabel={frequencyLabel}
        onChange={(f) => set("frequency")({ target: { value: f } })}
      />
      <Field label="Time" hint={TIME_HINT} error={error("time")}>
        {(p) => <Input {...p} type="time" value={values.time} onChange={set("time")} />}
      </Field>
      <HeadacheFields values={values} today={today} onChange={change} error={error} />
      <Field label="Prescribed by" error={error("prescribed_by")}>
        {(p) => (
          <Input {...p} value={values.prescribed_by} onChange={set("prescribed_by")} maxLength={PRESCRIBED_BY_MAX} />
        )}
      </Field>
      <Field label="Notes" error={error("notes")}>
        {(p) => <Textarea {...p} value={values.notes} onChange={set("notes")} maxLength={NOTES_MAX} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : editing ? "Save changes" : "Add Medication"}
        </Button>
        {editing && (
          <ButtonLink href="/medications?tab=my" variant="secondary">
            Cancel
          </ButtonLink>
        )}
      </div>
    </form>
  );
}
