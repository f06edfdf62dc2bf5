/**
 * The medication form's values: from a stored medication, and to the payload the API parses.
 * Plain functions (no "use client"), so the page, the form and the tests share them.
 */
import type { Frequency } from "@/lib/medications/schema";
import type { Medication } from "@/lib/medications/service";

export type MedicationValues = {
  name: string;
  dosage: string;
  frequency: Frequency;
  time: string;
  notes: string;
  prescribed_by: string;
  status: string;
};

/** A new medication's values: frequency daily, status active. */
export const EMPTY_MEDICATION: MedicationValues = {
  name: "",
  dosage: "",
  frequency: "daily",
  time: "",
  notes: "",
  prescribed_by: "",
  status: "active",
};

/** A stored medication as the form edits it: empty text where nothing is stored. */
export function medicationValues(m: Medication): MedicationValues {
  return {
    name: m.name,
    dosage: m.dosage,
    frequency: m.frequency as Frequency,
    time: m.time ?? "",
    notes: m.notes ?? "",
    prescribed_by: m.prescribed_by ?? "",
    status: m.status,
  };
}

/** What the form sends for its values: an empty time is none (the frequency's default times). */
export function medicationPayload(values: MedicationValues) {
  return { ...values, time: values.time || null };
}
