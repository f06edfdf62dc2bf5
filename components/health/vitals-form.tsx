"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { unitSymbol } from "@/lib/health/display";
import { defaultUnit, metricValueProblem, type MetricType } from "@/lib/health/fields";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

type Key = "systolic" | "diastolic" | "heart_rate" | "weight" | "temperature";
const EMPTY: Record<Key, string> = { systolic: "", diastolic: "", heart_rate: "", weight: "", temperature: "" };
const TYPE: Record<Key, MetricType> = {
  systolic: "blood_pressure_systolic",
  diastolic: "blood_pressure_diastolic",
  heart_rate: "heart_rate",
  weight: "weight",
  temperature: "body_temperature",
};

/**
 * Vital Signs: each entered measurement is one POST /api/health-metrics, all with the same
 * date and time (so a blood pressure pair stays a pair). Everything is checked first, so a
 * bad value saves nothing.
 */
export function VitalsForm({ timeZone, imperial }: { timeZone: string; imperial: boolean }) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [saving, setSaving] = useState(false);
  const unit = (key: Key) => defaultUnit(TYPE[key], imperial);

  function check(): {
    found: Partial<Record<Key, string>>;
    entries: { metric_type: MetricType; value: number; unit: string }[];
  } {
    const found: Partial<Record<Key, string>> = {};
    const entries: { metric_type: MetricType; value: number; unit: string }[] = [];
    const bpEntered = [values.systolic, values.diastolic].filter((v) => v.trim() !== "").length;
    if (bpEntered === 1) {
      found[values.systolic.trim() ? "diastolic" : "systolic"] = "Enter both blood pressure numbers";
    }
    for (const key of Object.keys(EMPTY) as Key[]) {
      const text = values[key].trim();
      if (!text) continue;
      if ((key === "systolic" || key === "diastolic") && bpEntered !== 2) continue;
      const value = Number(text);
      const problem = Number.isFinite(value) ? metricValueProblem(TYPE[key], unit(key), value) : "Enter a number";
      if (problem) found[key] = problem;
      else entries.push({ metric_type: TYPE[key], value, unit: unit(key) });
    }
    return { found, entries };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { found, entries } = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (entries.length === 0) {
      toast.show("No valid vital signs to record", "error");
      return;
    }
    setSaving(true);
    const date = localDateIn(timeZone);
    const time = localTimeIn(timeZone);
    let recorded = 0;
    let failure: string | null = null;
    for (const entry of entries) {
      try {
        await api("/api/health-metrics", { method: "POST", body: { ...entry, date, time } });
        recorded += 1;
      } catch (err) {
        failure ??= errorText(err, "Failed to record vital sign");
      }
    }
    setSaving(false);
    if (recorded > 0) {
      toast.show(`${recorded} vital sign(s) recorded successfully!`, "success");
      setValues(EMPTY);
      router.refresh();
    } else {
      toast.show("No valid vital signs to record", "error");
    }
    if (failure) toast.show(`Error: ${failure}`, "error");
  }

  const field = (key: Key, label: string) => (
    <Field label={`${label} (${unitSymbol(unit(key))})`} error={errors[key]}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="decimal"
          step="any"
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      )}
    </Field>
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
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? "Recording..." : "Record Vital Signs"}
      </Button>
    </form>
  );
}
