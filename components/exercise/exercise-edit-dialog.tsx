"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select, Textarea } from "@/components/ui/field";
import { EXERCISE_TYPES } from "@/lib/exercise/fields";
import type { RecentExercise } from "./types";

const TYPE_LABELS = { cardio: "Cardio", strength: "Strength", flexibility: "Flexibility", mixed: "Mixed" } as const;

export type EditValues = {
  exercise_name: string;
  duration_minutes: string;
  calories_burned: string;
  exercise_type: string;
  notes: string;
};

/** The edit modal (spec section 5): save disabled without name or duration; duration ≥ 1, calories ≥ 0. */
export function ExerciseEditDialog({
  entry,
  saving,
  onSave,
  onClose,
}: {
  entry: RecentExercise | null;
  saving: boolean;
  onSave: (values: EditValues) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onClose={onClose} title="Edit exercise">
      {entry && <EditForm key={entry.entry_id} entry={entry} saving={saving} onSave={onSave} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({
  entry,
  saving,
  onSave,
  onClose,
}: {
  entry: RecentExercise;
  saving: boolean;
  onSave: (v: EditValues) => void;
  onClose: () => void;
}) {
  const [v, setV] = useState<EditValues>({
    exercise_name: entry.exercise_name,
    duration_minutes: String(entry.duration_minutes),
    calories_burned: entry.calories_burned === null || entry.calories_estimated ? "" : String(entry.calories_burned),
    exercise_type: entry.exercise_type,
    notes: entry.notes ?? "",
  });
  const set = (key: keyof EditValues) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [key]: e.target.value }));
  const minutes = Number(v.duration_minutes);
  const durationOk = v.duration_minutes.trim() !== "" && Number.isInteger(minutes) && minutes >= 1;
  const caloriesOk = v.calories_burned.trim() === "" || Number(v.calories_burned) >= 0;
  const canSave = v.exercise_name.trim() !== "" && durationOk && caloriesOk && !saving;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) onSave(v);
      }}
    >
      <Field label="Exercise name">
        {(p) => <Input {...p} value={v.exercise_name} onChange={set("exercise_name")} required maxLength={100} />}
      </Field>
      <Field
        label="Duration (minutes)"
        error={
          v.duration_minutes.trim() !== "" && !durationOk
            ? "Duration must be a whole number of at least 1 minute"
            : null
        }
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={v.duration_minutes}
            onChange={set("duration_minutes")}
            required
          />
        )}
      </Field>
      <Field
        label="Calories burned"
        hint="Leave blank to estimate."
        error={caloriesOk ? null : "Calories burned must be 0 or more"}
      >
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            min={0}
            step={1}
            value={v.calories_burned}
            onChange={set("calories_burned")}
          />
        )}
      </Field>
      <Field label="Type">
        {(p) => (
          <Select {...p} value={v.exercise_type} onChange={set("exercise_type")}>
            {EXERCISE_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Notes">{(p) => <Textarea {...p} value={v.notes} onChange={set("notes")} maxLength={1000} />}</Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
