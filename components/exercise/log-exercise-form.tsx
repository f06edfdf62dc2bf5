"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Segmented } from "@/components/ui/segmented";
import { useApiAction } from "@/components/ui/use-api-action";
import { INTENSITY_LABELS } from "@/lib/exercise/display";
import { estimateCaloriesBurned } from "@/lib/exercise/met";
import { exerciseCreateSchema, INTENSITIES, NAME_MAX, NOTES_MAX } from "@/lib/exercise/schema";
import { validate } from "@/lib/validation/issues";
import { futureDateErrors } from "@/lib/validation/future-date";
import { exerciseLogPayload, type LogValues } from "./exercise-values";

const EMPTY: LogValues = {
  exercise_name: "",
  duration_minutes: "",
  calories_burned: "",
  intensity: "moderate",
  notes: "",
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

type Logged = { calories_burned: number; calories_estimated: boolean };

/** The estimate the server would store for blank calories, once the name and duration are valid. */
function estimateFor(payload: ReturnType<typeof exerciseLogPayload>, weightKg: number): number | null {
  const checked = validate(exerciseCreateSchema, payload);
  if (!checked.ok && (checked.errors.exercise_name || checked.errors.duration_minutes)) return null;
  return estimateCaloriesBurned({
    name: payload.exercise_name,
    type: payload.exercise_type,
    intensity: payload.intensity,
    minutes: payload.duration_minutes!,
    weightKg,
  });
}

/** Log Exercise tab: POST /api/exercises; blank calories are estimated by the server. */
export function LogExerciseForm({
  today,
  weightKg,
  initial,
}: {
  today: string;
  weightKg: number;
  initial?: LogValues;
}) {
  const [values, setValues] = useState<LogValues>(initial ?? EMPTY);
  const [date, setDate] = useState(today);
  const set = (key: keyof LogValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const log = useApiAction<ReturnType<typeof exerciseLogPayload>, Logged>({
    schema: exerciseCreateSchema,
    check: (body) => futureDateErrors({ date: body.date }, today),
    request: (body) => ({ path: "/api/exercises", body }),
    success: (saved) =>
      saved.calories_estimated
        ? `Exercise logged successfully! About ${Math.round(saved.calories_burned)} kcal burned (estimated).`
        : "Exercise logged successfully!",
    failure: "Failed to log exercise",
    onSuccess: () => {
      setValues(EMPTY);
      setDate(today);
    },
    offline: {
      label: (body) => `${body.exercise_name} · ${body.duration_minutes} min`,
      onQueued: () => {
        setValues(EMPTY);
        setDate(today);
      },
    },
  });
  const estimate = estimateFor(exerciseLogPayload(values, date), weightKg);

  return (
    <form
      onSubmit={log.submit(() => exerciseLogPayload(values, date))}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field
        label="Exercise type"
        hint="What you did, e.g. Running or Yoga."
        error={log.fieldErrors.exercise_name}
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
            maxLength={NAME_MAX}
          />
        )}
      </Field>
      <datalist id="exercise-suggestions">
        {SUGGESTIONS.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <Field label="Duration (minutes)" error={log.fieldErrors.duration_minutes}>
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
      <Field label="Date" error={log.fieldErrors.date}>
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
        error={log.fieldErrors.calories_burned}
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
      <Field label="Notes (optional)" className="sm:col-span-2" error={log.fieldErrors.notes}>
        {(p) => <Textarea {...p} name="notes" value={values.notes} onChange={set("notes")} maxLength={NOTES_MAX} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={log.pending} className="w-full sm:w-auto">
          {log.pending ? "Logging..." : "Log Exercise"}
        </Button>
      </div>
    </form>
  );
}
