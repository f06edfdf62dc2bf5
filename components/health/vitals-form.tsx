"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import { api, errorText } from "@/lib/api-client/client";
import { bloodPressureIssue } from "@/lib/health/blood-pressure";
import { metricTypeLabel, unitSymbol } from "@/lib/health/display";
import { defaultUnit, metricCreateSchema, type MetricType } from "@/lib/health/schema";
import { formNumber, readNumber } from "@/lib/validation/common";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { validate } from "@/lib/validation/issues";
import { DECIMAL, InputField } from "./input-field";

type Key = "systolic" | "diastolic" | "heart_rate" | "weight" | "temperature";
export type VitalsValues = Record<Key, string>;
const EMPTY: VitalsValues = { systolic: "", diastolic: "", heart_rate: "", weight: "", temperature: "" };
const TYPE: Record<Key, MetricType> = {
  systolic: "blood_pressure_systolic",
  diastolic: "blood_pressure_diastolic",
  heart_rate: "heart_rate",
  weight: "weight",
  temperature: "body_temperature",
};
const NONE_RECORDED = "No valid vital signs to record";

/**
 * What the form posts for its values: one measurement per entered field, in the user's units,
 * all at the same date and time (so a blood pressure pair stays a pair), and a blood pressure
 * only with both numbers. `errors` holds each field's problem, in the API's words.
 */
export function vitalsPayloads(values: VitalsValues, imperial: boolean, date: string, time: string) {
  const errors: Partial<Record<Key, string>> = {};
  const payloads = [];
  const bloodPressure = values.systolic.trim() !== "" && values.diastolic.trim() !== "";
  if (!bloodPressure && (values.systolic.trim() || values.diastolic.trim())) {
    errors[values.systolic.trim() ? "diastolic" : "systolic"] = "Enter both blood pressure numbers";
  }
  const order = bloodPressure ? bloodPressureOrder(values) : null;
  if (order) errors.systolic = order;
  for (const key of Object.keys(EMPTY) as Key[]) {
    if (!values[key].trim() || ((key === "systolic" || key === "diastolic") && !bloodPressure)) continue;
    const type = TYPE[key];
    const payload = {
      metric_type: type,
      value: formNumber(values[key]),
      unit: defaultUnit(type, imperial),
      date,
      time,
    };
    const checked = validate(metricCreateSchema, payload);
    if (checked.ok) payloads.push(payload);
    else errors[key] = Object.values(checked.errors)[0];
  }
  return { errors, payloads };
}

/** The pair's order, once both numbers read as numbers (an unreadable one has its own message). */
function bloodPressureOrder(values: VitalsValues): string | null {
  const systolic = readNumber(values.systolic);
  const diastolic = readNumber(values.diastolic);
  return systolic === null || diastolic === null ? null : bloodPressureIssue(systolic, diastolic);
}

type Checked = ReturnType<typeof vitalsPayloads>;
type Recorded = { recorded: number; failure: unknown };

/**
 * Posts each measurement on its own, the i-th under `${key}.${i}` as the offline queue saves
 * it; a failure of them all is the action's failure.
 */
async function recordEach(payloads: Checked["payloads"], key: string): Promise<Recorded> {
  let recorded = 0;
  let failure: unknown = null;
  for (const [i, body] of payloads.entries()) {
    try {
      await api({ path: "/api/health-metrics", body }, { idempotencyKey: `${key}.${i}` });
      recorded += 1;
    } catch (err) {
      failure ??= err;
    }
  }
  if (recorded === 0) throw failure;
  return { recorded, failure };
}

/** "Heart rate 72 bpm": a measurement as the queue's lists name it. */
const metricLabel = (p: Checked["payloads"][number]) =>
  `${metricTypeLabel(p.metric_type)} ${p.value} ${unitSymbol(p.unit)}`;

const FAILURE = { fallback: "Failed to record vital sign", prefix: "Error" };

/**
 * Vital Signs: each entered measurement is one POST /api/health-metrics. Everything is checked
 * first, so a bad value saves nothing; the toast then counts the measurements recorded, and a
 * measurement the server refused after others were saved is named below the form.
 */
export function VitalsForm({ timeZone, imperial }: { timeZone: string; imperial: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const [partly, setPartly] = useState<string | null>(null);
  const record = useApiAction<Checked, Recorded>({
    check: ({ errors, payloads }) =>
      Object.keys(errors).length > 0 ? errors : payloads.length === 0 ? { "": NONE_RECORDED } : {},
    send: ({ payloads }, key) => recordEach(payloads, key),
    success: ({ recorded }) => `${recorded} vital sign(s) recorded successfully!`,
    failure: FAILURE,
    onSuccess: ({ failure }) => {
      setValues(EMPTY);
      setPartly(failure ? errorText(failure, FAILURE) : null);
    },
    offline: {
      label: ({ payloads }) => payloads.map(metricLabel).join(", "),
      writes: ({ payloads }) =>
        payloads.map((body) => ({ request: { path: "/api/health-metrics", body }, label: metricLabel(body) })),
      onQueued: () => setValues(EMPTY),
    },
  });
  const errors = record.fieldErrors as Partial<Record<Key, string>>;
  const unit = (key: Key) => defaultUnit(TYPE[key], imperial);
  const submit = record.submit(() => {
    setPartly(null);
    return vitalsPayloads(values, imperial, localDateIn(timeZone), localTimeIn(timeZone));
  });

  const field = (key: Key, label: string) => (
    <InputField
      label={`${label} (${unitSymbol(unit(key))})`}
      error={errors[key]}
      {...DECIMAL}
      value={values[key]}
      onChange={(text) => setValues((v) => ({ ...v, [key]: text }))}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Record vital signs" className="space-y-4">
      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">Blood pressure</legend>
        <div className="grid grid-cols-2 gap-3">
          {field("systolic", "Systolic")}
          {field("diastolic", "Diastolic")}
        </div>
      </fieldset>
      {field("heart_rate", "Heart rate")}
      {field("weight", "Weight")}
      {field("temperature", "Body temperature")}
      <Button type="submit" disabled={record.pending} className="w-full sm:w-auto">
        {record.pending ? "Recording..." : "Record Vital Signs"}
      </Button>
      {partly && <Alert tone="error">{partly}</Alert>}
    </form>
  );
}
