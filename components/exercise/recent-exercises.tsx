"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api, ApiClientError, errorText } from "@/lib/api/client";
import { ExerciseEditDialog, type EditValues } from "./exercise-edit-dialog";
import type { RecentExercise } from "./types";

export type { RecentExercise };

/** Spec section 8, "Exercise matching": the entry is gone (deleted elsewhere, or not ours). */
export const NOT_FOUND_MESSAGE = "Could not find the exercise to edit/delete. Please refresh and try again.";

function message(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError && err.status === 404) return NOT_FOUND_MESSAGE;
  return errorText(err, fallback);
}

/** Recent tab: the last 10 exercises with Edit, Log Again and Delete. */
export function RecentExercises({ entries }: { entries: RecentExercise[] }) {
  const router = useRouter();
  const toast = useToast();
  const [editing, setEditing] = useState<RecentExercise | null>(null);
  const [deleting, setDeleting] = useState<RecentExercise | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(v: EditValues) {
    if (!editing) return;
    setBusy(true);
    try {
      await api(`/api/exercises/${editing.entry_id}`, {
        method: "PUT",
        body: {
          exercise_name: v.exercise_name.trim(),
          duration_minutes: Number(v.duration_minutes),
          calories_burned: v.calories_burned.trim() === "" ? null : Number(v.calories_burned),
          exercise_type: v.exercise_type,
          notes: v.notes.trim(),
        },
      });
      toast.show("Exercise updated successfully!", "success");
      setEditing(null);
      router.refresh();
    } catch (err) {
      toast.show(message(err, "Failed to update"), "error");
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/exercises/${deleting.entry_id}`, { method: "DELETE" });
      toast.show("Exercise deleted successfully!", "success");
      setDeleting(null);
      router.refresh();
    } catch (err) {
      toast.show(message(err, "Failed to delete"), "error");
    } finally {
      setBusy(false);
    }
  }

  if (entries.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted">No exercises logged yet.</p>
        <ButtonLink href="/exercise?tab=log" variant="secondary">
          Log an exercise
        </ButtonLink>
      </div>
    );
  }

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {entries.map((e) => (
          <li key={e.entry_id} className="py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">{e.exercise_name}</p>
                <p className="text-sm text-muted">
                  {e.date_label} · {e.duration_minutes} min ·{" "}
                  {e.calories_burned === null
                    ? "calories not recorded"
                    : `${e.calories_estimated ? "≈ " : ""}${Math.round(e.calories_burned)} kcal${e.calories_estimated ? " (estimated)" : ""}`}
                </p>
                {e.notes && <p className="mt-0.5 text-sm break-words text-muted">{e.notes}</p>}
              </div>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 capitalize">
                {e.exercise_type}
              </span>
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setEditing(e)}
                aria-label={`Edit ${e.exercise_name}`}
              >
                Edit
              </Button>
              <ButtonLink
                size="sm"
                variant="secondary"
                href={`/exercise?tab=log&again=${e.entry_id}`}
                aria-label={`Log ${e.exercise_name} again`}
              >
                Log Again
              </ButtonLink>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(e)}
                aria-label={`Delete ${e.exercise_name}`}
                className="text-red-700 hover:bg-red-50"
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ExerciseEditDialog entry={editing} saving={busy} onSave={save} onClose={() => !busy && setEditing(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => !busy && setDeleting(null)}
        title="Delete this exercise?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={busy}>
              {busy ? "Deleting..." : "Delete exercise"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          {deleting
            ? `${deleting.exercise_name}, ${deleting.duration_minutes} min (${deleting.date_label.toLowerCase()}) will be removed.`
            : ""}
        </p>
      </Dialog>
    </>
  );
}
