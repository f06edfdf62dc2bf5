"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { focusFirstInvalid } from "@/components/ui/focus-first-invalid";
import { useToast } from "@/components/ui/toast";
import { useApiAction } from "@/components/ui/use-api-action";
import { unitSymbol } from "@/lib/health/display";
import { defaultUnit, metricCreateSchema, type MetricType } from "@/lib/health/schema";
import { formNumber } from "@/lib/validation/common";
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

/**
 * Vital Signs: each entered measurement is one POST /api/health-metrics. Everything is checked
 * first, so a bad value saves nothing; the toast then counts the measurements recorded.
 */
export function VitalsForm({ timeZone, imperial }: { timeZone: string; imperial: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [recording, startRecording] = useTransition();
  // one call per measurement, so the hook's own toast and refresh would come once each: the
  // form says the count and refreshes once, after the last call
  const post = useApiAction({
    request: (body: ReturnType<typeof vitalsPayloads>["payloads"][number]) => ({ path: "/api/health-metrics", body }),
    failure: { fallback: "Failed to record vital sign", prefix: "Error" },
    refresh: false,
  });
  const unit = (key: Key) => defaultUnit(TYPE[key], imperial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = vitalsPayloads(values, imperial, localDateIn(timeZone), localTimeIn(timeZone));
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return focusFirstInvalid(event.currentTarget);
    if (checked.payloads.length === 0) return toast.show(NONE_RECORDED, "error");
    startRecording(async () => {
      let recorded = 0;
      for (const payload of checked.payloads) if ((await post.run(payload)) !== undefined) recorded += 1;
      if (recorded === 0) return toast.show(NONE_RECORDED, "error");
      toast.show(`${recorded} vital sign(s) recorded successfully!`, "success");
      setValues(EMPTY);
      router.refresh();
    });
  }

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
      <Button type="submit" disabled={recording} className="w-full sm:w-auto">
        {recording ? "Recording..." : "Record Vital Signs"}
      </Button>
    </form>
  );
}
