"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from "@/lib/medications/fields";

export type MedicationValues = {
  name: string;
  dosage: string;
  frequency: Frequency;
  time: string;
  notes: string;
  prescribed_by: string;
  status: string;
};
export const EMPTY_MEDICATION: MedicationValues = {
  name: "",
  dosage: "",
  frequency: "daily",
  time: "",
  notes: "",
  prescribed_by: "",
  status: "active",
};

type Errors = Partial<Record<"name" | "dosage", string>>;

/**
 * Add New (spec section 5: name and dosage required, frequency default daily, status sent
 * as active), and the same form to edit. Success returns to My Medications.
 */
export function MedicationForm({ initial, medicationId }: { initial: MedicationValues; medicationId?: string }) {
  const router = useRouter();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof MedicationValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    if (key === "name" || key === "dosage") setErrors((errs) => ({ ...errs, [key]: undefined }));
  };
  const editing = medicationId !== undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!values.name.trim()) found.name = "Name is required.";
    if (!values.dosage.trim()) found.dosage = "Dosage is required.";
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    const body = { ...values, time: values.time || null, status: editing ? values.status : "active" };
    try {
      if (editing) await api(`/api/medications/${medicationId}`, { method: "PUT", body });
      else await api("/api/medications", { method: "POST", body });
      toast.show(editing ? "Medication updated successfully!" : "Medication added successfully!", "success");
      router.push("/medications?tab=my");
      router.refresh();
    } catch (err) {
      toast.show(
        errorText(err, {
          fallback: editing ? "Failed to update medication" : "Failed to add medication",
          prefix: "Error",
        }),
        "error",
      );
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <Field label="Medication name" error={errors.name}>
        {(p) => <Input {...p} value={values.name} onChange={set("name")} required maxLength={120} autoComplete="off" />}
      </Field>
      <Field label="Dosage" hint="For example 500 mg or 1 tablet." error={errors.dosage}>
        {(p) => (
          <Input {...p} value={values.dosage} onChange={set("dosage")} required maxLength={60} autoComplete="off" />
        )}
      </Field>
      <Field label="Frequency">
        {(p) => (
          <Select {...p} value={values.frequency} onChange={set("frequency")}>
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Time"
        hint="Your local time of the first dose: twice daily adds a dose 12 h later, three times daily 6 h and 12 h later; weekly repeats on the weekday you add it. Left empty: 08:00 (twice: 08:00, 20:00; three times: 08:00, 14:00, 20:00)."
      >
        {(p) => <Input {...p} type="time" value={values.time} onChange={set("time")} />}
      </Field>
      <Field label="Prescribed by">
        {(p) => <Input {...p} value={values.prescribed_by} onChange={set("prescribed_by")} maxLength={120} />}
      </Field>
      <Field label="Notes">
        {(p) => <Textarea {...p} value={values.notes} onChange={set("notes")} maxLength={1000} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : editing ? "Save changes" : "Add Medication"}
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
