"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, SelectField, Textarea } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { EXERCISE_GONE, TYPE_LABELS } from "@/lib/exercise/display";
import { EXERCISE_TYPES, exerciseUpdateSchema, NAME_MAX, NOTES_MAX, type ExerciseType } from "@/lib/exercise/schema";
import { validate } from "@/lib/validation/issues";
import { entryText, exerciseEditPayload, type EditValues, type RecentExercise } from "./exercise-values";

/** Edit, and its dialog: the entry's fields, saved with PUT /api/exercises/{entry_id}. */
export function EditExercise({ entry }: { entry: RecentExercise }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} aria-label={`Edit ${entry.exercise_name}`}>
        Edit
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit exercise">
        {open && <EditForm entry={entry} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

/**
 * Save stays disabled while the schema refuses the values (no name, no duration, a duration
 * under 1 minute, negative calories); a refusal of a field the user has filled shows beside it.
 */
function EditForm({ entry, onClose }: { entry: RecentExercise; onClose: () => void }) {
  const [v, setV] = useState<EditValues>({ ...entryText(entry), exercise_type: entry.exercise_type });
  const set = (key: keyof EditValues) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [key]: e.target.value }));
  const save = useApiAction({
    schema: exerciseUpdateSchema,
    request: (body: ReturnType<typeof exerciseEditPayload>) => ({
      path: `/api/exercises/${entry.entry_id}`,
      method: "PUT",
      body,
    }),
    success: "Exercise updated successfully!",
    failure: { fallback: "Failed to update", byStatus: { 404: EXERCISE_GONE } },
    onSuccess: onClose,
  });
  const checked = validate(exerciseUpdateSchema, exerciseEditPayload(v));
  const error = (key: keyof EditValues) => (!checked.ok && v[key].trim() !== "" ? checked.errors[key] : undefined);

  return (
    <form onSubmit={save.submit(() => exerciseEditPayload(v))} noValidate className="grid gap-4">
      <Field label="Exercise name" error={error("exercise_name")}>
        {(p) => <Input {...p} value={v.exercise_name} onChange={set("exercise_name")} required maxLength={NAME_MAX} />}
      </Field>
      <Field label="Duration (minutes)" error={error("duration_minutes")}>
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
      <Field label="Calories burned" hint="Leave blank to estimate." error={error("calories_burned")}>
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
      <SelectField
        label="Type"
        error={error("exercise_type")}
        value={v.exercise_type as ExerciseType}
        choices={EXERCISE_TYPES}
        optionLabel={(t) => TYPE_LABELS[t]}
        onChange={(t) => setV((x) => ({ ...x, exercise_type: t }))}
      />
      <Field label="Notes" error={error("notes")}>
        {(p) => <Textarea {...p} value={v.notes} onChange={set("notes")} maxLength={NOTES_MAX} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!checked.ok || save.pending}>
          {save.pending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
