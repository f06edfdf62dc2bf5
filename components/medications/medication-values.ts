/**
 * The medication form's values: from a stored medication, and to the payload the API parses.
 * Plain functions (no "use client"), so the page, the form and the tests share them.
 */
import type { AcuteClass } from "@/lib/migraine/acute-classes";
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
  /** The headache class; "" is None (not taken for headaches). */
  acute_class: AcuteClass | "";
  /** "Preventive treatment" ticked; its start date is kept while unticked, and sent only when ticked. */
  preventive: boolean;
  preventive_start: string;
};

/** A new medication's values: frequency daily, status active, no headache class, not a preventive. */
export const EMPTY_MEDICATION: MedicationValues = {
  name: "",
  dosage: "",
  frequency: "daily",
  time: "",
  notes: "",
  prescribed_by: "",
  status: "active",
  acute_class: "",
  preventive: false,
  preventive_start: "",
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
    acute_class: (m.acute_class ?? "") as AcuteClass | "",
    preventive: m.preventive_start !== null,
    preventive_start: m.preventive_start ?? "",
  };
}

/**
 * What the form sends for its values: an empty time is none (the frequency's default times), None
 * is no headache class, and an unticked preventive has no start date.
 */
export function medicationPayload({ preventive, ...values }: MedicationValues) {
  return {
    ...values,
    time: values.time || null,
    acute_class: values.acute_class || null,
    preventive_start: preventive ? values.preventive_start : null,
  };
}
