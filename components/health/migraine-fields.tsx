"use client";

import { MIGRAINE_SYMPTOMS, MIGRAINE_TRIGGERS, SEVERITY, SHORT_TEXT_MAX } from "@/lib/health/schema";
import type { EpisodeKind } from "@/lib/migraine/monthly-counts";
import type { FieldErrors } from "@/lib/validation/issues";
import { Segmented, type SegmentOption } from "@/components/ui/segmented";
import { AcuteMedicationChoices, type AcuteChoice } from "./acute-medication-choices";
import { ChoiceList } from "./choice-list";
import { DateTimeFields, DECIMAL, InputField, NotesField } from "./input-field";

export type MigraineValues = {
  kind: EpisodeKind;
  severity: number;
  duration: string;
  triggers: string[];
  symptoms: string[];
  location: string;
  treatment: string;
  notes: string;
  date: string;
  time: string;
  /** The user's medications ticked as taken for the episode. */
  acute_medication_ids: string[];
};

// a clinic counts headache days and migraine days apart
const KINDS: SegmentOption<EpisodeKind>[] = [
  { value: "migraine", label: "Migraine" },
  { value: "headache", label: "Other headache" },
];

const TEXTS = [
  { key: "location", label: "Location", placeholder: "e.g. left temple" },
  { key: "treatment", label: "Treatment", placeholder: "e.g. ibuprofen 400 mg" },
] as const;

/** The fields of an episode, shared by the tracker's form and the edit modal. */
export function MigraineFields({
  values,
  onChange,
  durationStep,
  maxDate,
  errors,
  acuteChoices,
}: {
  values: MigraineValues;
  onChange: (patch: Partial<MigraineValues>) => void;
  durationStep: number;
  /** The user's today: the date picker offers no later day. */
  maxDate?: string;
  /** The schema's messages, by payload field. */
  errors: FieldErrors;
  /** The medications the user may tick as taken for it. */
  acuteChoices: AcuteChoice[];
}) {
  return (
    <div className="space-y-4">
      <Segmented legend="Type" options={KINDS} value={values.kind} onChange={(kind) => onChange({ kind })} />
      <InputField
        label={`Severity: ${values.severity}/10`}
        error={errors.severity}
        type="range"
        min={SEVERITY.min}
        max={SEVERITY.max}
        step={1}
        value={values.severity}
        aria-valuetext={`${values.severity} out of 10`}
        onChange={(text) => onChange({ severity: Number(text) })}
        className="min-h-11 border-0 px-0 accent-brand-600 focus:ring-0"
      />
      <div className="grid grid-cols-2 gap-3">
        <DateTimeFields date={values.date} time={values.time} errors={errors} onChange={onChange} maxDate={maxDate} />
        <InputField
          label="Duration (hours)"
          error={errors.duration_hours}
          {...DECIMAL}
          min={0}
          step={durationStep}
          value={values.duration}
          onChange={(duration) => onChange({ duration })}
        />
      </div>
      <ChoiceList
        legend="Triggers"
        singular="trigger"
        options={MIGRAINE_TRIGGERS}
        value={values.triggers}
        onChange={(triggers) => onChange({ triggers })}
        error={errors.triggers}
      />
      <ChoiceList
        legend="Symptoms"
        singular="symptom"
        options={MIGRAINE_SYMPTOMS}
        value={values.symptoms}
        onChange={(symptoms) => onChange({ symptoms })}
        error={errors.symptoms}
      />
      <AcuteMedicationChoices
        choices={acuteChoices}
        value={values.acute_medication_ids}
        onChange={(acute_medication_ids) => onChange({ acute_medication_ids })}
        error={errors.acute_medication_ids}
      />
      {TEXTS.map((t) => (
        <InputField
          key={t.key}
          label={t.label}
          error={errors[t.key]}
          maxLength={SHORT_TEXT_MAX}
          placeholder={t.placeholder}
          value={values[t.key]}
          onChange={(text) => onChange({ [t.key]: text })}
        />
      ))}
      <NotesField value={values.notes} error={errors.notes} onChange={(notes) => onChange({ notes })} />
    </div>
  );
}

/** The duration field as a number: an empty, unreadable or negative one is `whenEmpty` (null on create, 0 on edit). */
export function parseDuration(text: string, whenEmpty: null | 0): number | null {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) || n < 0 ? whenEmpty : n;
}

/** What the tracker (`whenEmpty` null) and the edit modal (0) send for the fields' values. */
export function migrainePayload({ duration, ...rest }: MigraineValues, whenEmpty: null | 0) {
  return { ...rest, duration_hours: parseDuration(duration, whenEmpty) };
}
