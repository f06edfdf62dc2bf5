"use client";

import { Field, Input, Textarea } from "@/components/ui/field";
import { MIGRAINE_SYMPTOMS, MIGRAINE_TRIGGERS, NOTES_MAX, SEVERITY, SHORT_TEXT_MAX } from "@/lib/health/fields";
import { ChoiceList } from "./choice-list";

export type MigraineValues = {
  severity: number;
  duration: string;
  triggers: string[];
  symptoms: string[];
  location: string;
  treatment: string;
  notes: string;
  date: string;
  time: string;
};

/** The fields of an episode, shared by the tracker's form and the edit modal. */
export function MigraineFields({
  values,
  onChange,
  durationStep,
  showDate,
  timeError,
}: {
  values: MigraineValues;
  onChange: (patch: Partial<MigraineValues>) => void;
  durationStep: number;
  showDate: boolean;
  timeError?: string | null;
}) {
  return (
    <div className="space-y-4">
      <Field label={`Severity: ${values.severity}/10`}>
        {(p) => (
          <Input
            {...p}
            type="range"
            min={SEVERITY.min}
            max={SEVERITY.max}
            step={1}
            value={values.severity}
            aria-valuetext={`${values.severity} out of 10`}
            onChange={(e) => onChange({ severity: Number(e.target.value) })}
            className="min-h-11 border-0 px-0 accent-brand-600 focus:ring-0"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {showDate && (
          <Field label="Date">
            {(p) => (
              <Input
                {...p}
                type="date"
                required
                value={values.date}
                onChange={(e) => onChange({ date: e.target.value })}
              />
            )}
          </Field>
        )}
        <Field label="Time" error={timeError}>
          {(p) => (
            <Input
              {...p}
              type="time"
              required
              value={values.time}
              onChange={(e) => onChange({ time: e.target.value })}
            />
          )}
        </Field>
        <Field label="Duration (hours)">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              step={durationStep}
              value={values.duration}
              onChange={(e) => onChange({ duration: e.target.value })}
            />
          )}
        </Field>
      </div>
      <ChoiceList
        legend="Triggers"
        singular="trigger"
        options={MIGRAINE_TRIGGERS}
        value={values.triggers}
        onChange={(triggers) => onChange({ triggers })}
      />
      <ChoiceList
        legend="Symptoms"
        singular="symptom"
        options={MIGRAINE_SYMPTOMS}
        value={values.symptoms}
        onChange={(symptoms) => onChange({ symptoms })}
      />
      <Field label="Location">
        {(p) => (
          <Input
            {...p}
            maxLength={SHORT_TEXT_MAX}
            placeholder="e.g. left temple"
            value={values.location}
            onChange={(e) => onChange({ location: e.target.value })}
          />
        )}
      </Field>
      <Field label="Treatment">
        {(p) => (
          <Input
            {...p}
            maxLength={SHORT_TEXT_MAX}
            placeholder="e.g. ibuprofen 400 mg"
            value={values.treatment}
            onChange={(e) => onChange({ treatment: e.target.value })}
          />
        )}
      </Field>
      <Field label="Notes">
        {(p) => (
          <Textarea
            {...p}
            maxLength={NOTES_MAX}
            value={values.notes}
            onChange={(e) => onChange({ notes: e.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

/** The numeric duration of the field: on create null when empty or invalid, on edit 0. */
export function parseDuration(text: string, whenEmpty: null | 0): number | null {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) || n < 0 ? whenEmpty : n;
}

export function migrainePayload(v: MigraineValues, whenEmpty: null | 0) {
  return {
    severity: v.severity,
    duration_hours: parseDuration(v.duration, whenEmpty),
    triggers: v.triggers,
    symptoms: v.symptoms,
    location: v.location,
    treatment: v.treatment,
    notes: v.notes,
    date: v.date,
    time: v.time,
  };
}
