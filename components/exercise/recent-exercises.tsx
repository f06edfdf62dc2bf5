"use client";

import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EXERCISE_GONE } from "@/lib/exercise/display";
import { EditExercise } from "./exercise-edit-dialog";
import type { RecentExercise } from "./exercise-values";
import { PendingWrites } from "@/components/offline/pending-writes";

function caloriesText(e: RecentExercise): string {
  if (e.calories_burned === null) return "calories not recorded";
  const kcal = `${Math.round(e.calories_burned)} kcal`;
  return e.calories_estimated ? `≈ ${kcal} (estimated)` : kcal;
}

function DeleteExercise({ entry }: { entry: RecentExercise }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${entry.exercise_name}`}
        className="text-red-700 hover:bg-red-50"
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete this exercise?"
        confirmLabel="Delete exercise"
        request={{ path: `/api/exercises/${entry.entry_id}`, method: "DELETE" }}
        success="Exercise deleted successfully!"
        failure={{ fallback: "Failed to delete", byStatus: { 404: EXERCISE_GONE } }}
      >
        <p>
          {entry.exercise_name}, {entry.duration_minutes} min ({entry.date_label.toLowerCase()}) will be removed.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** Recent tab: the last 10 exercises with Edit, Log Again and Delete. */
export function RecentExercises({ entries }: { entries: RecentExercise[] }) {
  const pending = <PendingWrites paths={["/api/exercises"]} className="mb-3" />;
  if (entries.length === 0) {
    return (
      <div className="space-y-3">
        {pending}
        <p className="text-sm text-muted">No exercises logged yet.</p>
        <ButtonLink href="/exercise?tab=log" variant="secondary">
          Log an exercise
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      {pending}
      <ul className="divide-y divide-slate-200">
        {entries.map((e) => (
          <li key={e.entry_id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{e.exercise_name}</p>
                <p className="text-sm text-muted">
                  {e.date_label} · {e.duration_minutes} min · {caloriesText(e)}
                </p>
                {e.notes && <p className="mt-0.5 text-sm break-words text-muted">{e.notes}</p>}
              </div>
              <span
                className={
                  "shrink-0 rounded-full bg-slate-100 px-2 py-0.5 " + "text-xs font-medium text-slate-700 capitalize"
                }
              >
                {e.exercise_type}
              </span>
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <EditExercise entry={e} />
              <ButtonLink
                size="sm"
                variant="secondary"
                href={`/exercise?tab=log&again=${e.entry_id}`}
                aria-label={`Log ${e.exercise_name} again`}
              >
                Log Again
              </ButtonLink>
              <DeleteExercise entry={e} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
