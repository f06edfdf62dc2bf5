"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import { exerciseTypeForIntensity, INTENSITIES, type Intensity } from "@/lib/exercise/fields";

export type LogInitial = {
  exercise_name: string;
  duration_minutes: string;
  calories_burned: string;
  intensity: Intensity;
  notes: string;
};
const EMPTY: LogInitial = {
  exercise_name: "",
  duration_minutes: "",
  calories_burned: "",
  intensity: "moderate",
  notes: "",
};
const INTENSITY_LABELS: Record<Intensity, string> = {
  light: "Light",
  moderate: "Moderate",
  vigorous: "Vigorous",
  high: "High",
};
const SUGGESTIONS = [
  "Walking",
  "Running",
  "Cycling",
  "Swimming",
  "Strength training",
  "Yoga",
  "Pilates",
  "HIIT",
  "Dancing",
  "Rowing",
  "Hiking",
];

type Errors = Partial<Record<"exercise_name" | "duration_minutes" | "calories_burned", string>>;

export function validateLog(v: LogInitial): Errors {
  const errors: Errors = {};
  if (!v.exercise_name.trim()) errors.exercise_name = "Exercise type is required";
  const minutes = Number(v.duration_minutes);
  if (v.duration_minutes.trim() === "") errors.duration_minutes = "Duration is required";
  else if (!Number.isInteger(minutes) || minutes < 1)
    errors.duration_minutes = "Duration must be a whole number of at least 1 minute";
  if (v.calories_burned.trim() !== "" && !(Number(v.calories_burned) >= 0))
    errors.calories_burned = "Calories burned must be a number of 0 or more";
  return errors;
}

/** Log Exercise tab: POST /api/exercises; blank calories are estimated by the server. */
export function LogExerciseForm({
  today,
  weightKg,
  initial,
}: {
  today: string;
  weightKg: number;
  initial?: LogInitial;
}) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState<LogInitial>(initial ?? EMPTY);
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof LogInitial) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const minutes = Number(values.duration_minutes);
  const estimate =
    values.exercise_name.trim() && Number.isInteger(minutes) && minutes >= 1
      ? estimateCaloriesBurned({
          name: values.exercise_name,
          type: exerciseTypeForIntensity(values.intensity),
          intensity: values.intensity,
          minutes,
          weightKg,
        })
      : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLog(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const saved = await api<{ calories_burned: number; calories_estimated: boolean }>("/api/exercises", {
        method: "POST",
        body: {
          exercise_name: values.exercise_name.trim(),
          duration_minutes: minutes,
          calories_burned: values.calories_burned.trim() === "" ? null : Number(values.calories_burned),
          exercise_type: exerciseTypeForIntensity(values.intensity),
          intensity: values.intensity,
          date,
          notes: values.notes.trim(),
        },
      });
      toast.show(
        saved.calories_estimated
          ? `Exercise logged successfully! About ${Math.round(saved.calories_burned)} kcal burned (estimated).`
          : "Exercise logged successfully!",
        "success",
      );
      setValues(EMPTY);
      setDate(today);
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to log exercise"), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Exercise type"
        hint="What you did, e.g. Running or Yoga."
        error={errors.exercise_name}
        className="sm:col-span-2"
      >
        {(p) => (
          <Input
            {...p}
            name="exercise_name"
            list="exercise-suggestions"
            value={values.exercise_name}
            onChange={set("exercise_name")}
            required
            maxLength={100}
          />
        )}
      </Field>
      <datalist id="exercise-suggestions">
        {SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <Field label="Duration (minutes)" error={errors.duration_minutes}>
        {(p) => (
          <Input
            {...p}
            name="duration_minutes"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.duration_minutes}
            onChange={set("duration_minutes")}
            required
          />
        )}
      </Field>
      <Field label="Date">
        {(p) => (
          <Input
            {...p}
            name="date"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.target.value || today)}
            required
          />
        )}
      </Field>
      <Segmented
        legend="Intensity"
        className="sm:col-span-2"
        options={INTENSITIES.map((i) => ({ value: i, label: INTENSITY_LABELS[i] }))}
        value={values.intensity}
        onChange={(intensity) => setValues((v) => ({ ...v, intensity }))}
      />
      <Field
        label="Calories burned (optional)"
        className="sm:col-span-2"
        error={errors.calories_burned}
        hint={
          estimate === null
            ? "Leave blank and we estimate it from the activity, intensity, your weight and the duration."
            : `Leave blank to use an estimate: about ${estimate} kcal.`
        }
      >
        {(p) => (
          <Input
            {...p}
            name="calories_burned"
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={values.calories_burned}
            onChange={set("calories_burned")}
          />
        )}
      </Field>
      <Field label="Notes (optional)" className="sm:col-span-2">
        {(p) => <Textarea {...p} name="notes" value={values.notes} onChange={set("notes")} maxLength={1000} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? "Logging..." : "Log Exercise"}
        </Button>
      </div>
    </form>
  );
}
