"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import type { FoodEntryView } from "@/lib/food/entries";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { prefillHref } from "@/lib/food/prefill";
import { MEAL_TYPES, UNITS, type FoodUnit, type MealType } from "@/lib/food/fields";
import { EditEntryDialog } from "./edit-entry-dialog";
import { dayLabel } from "@/lib/time/format";

/** Recent: the latest entries by day, each with Edit, Log Again and Delete. */
export function RecentEntries({ entries, today }: { entries: FoodEntryView[]; today: string }) {
  const router = useRouter();
  const toast = useToast();
  const [editing, setEditing] = useState<FoodEntryView | null>(null);
  const [deleting, setDeleting] = useState<FoodEntryView | null>(null);
  const [busy, setBusy] = useState(false);

  if (entries.length === 0) {
    return <p className="text-sm text-muted">No food logged yet. Entries you log appear here, newest first.</p>;
  }

  const days = [...new Set(entries.map((e) => e.date))];

  function logAgain(e: FoodEntryView) {
    router.push(
      prefillHref({
        food_name: e.food_name,
        calories: e.calories,
        meal_type: (MEAL_TYPES as readonly string[]).includes(e.meal_type) ? (e.meal_type as MealType) : undefined,
        serving_size: e.serving_size,
        protein: e.protein,
        carbs: e.carbs,
        fat: e.fat,
        quantity: e.quantity,
        unit: (UNITS as readonly string[]).includes(e.unit) ? (e.unit as FoodUnit) : undefined,
      }),
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/food-entries/${deleting.entry_id}`, { method: "DELETE" });
      toast.show(`${deleting.food_name} deleted successfully!`, "success");
      setDeleting(null);
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to delete"), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-5">
      {days.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
            {dayLabel(day, today)}
          </h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {entries
              .filter((e) => e.date === day)
              .map((e) => (
                <li key={e.entry_id} className="space-y-2 p-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="break-words font-medium text-ink">{e.food_name}</p>
                      <p className="text-sm text-muted">
                        {MEAL_LABELS[e.meal_type] ?? e.meal_type}
                        {e.time ? ` · ${e.time}` : ""} · {e.quantity} × {e.serving_size ?? e.unit}
                      </p>
                      <p className="text-xs text-muted">
                        P {grams(e.protein)} · C {grams(e.carbs)} · F {grams(e.fat)}
                      </p>
                    </div>
                    <p className="shrink-0 font-semibold text-ink">{kcal(e.calories)}</p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${e.food_name}`}
                      onClick={() => setEditing(e)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Log ${e.food_name} again`}
                      onClick={() => logAgain(e)}
                    >
                      Log Again
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${e.food_name}`}
                      onClick={() => setDeleting(e)}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <EditEntryDialog entry={editing} onClose={() => setEditing(null)} />
      <Dialog
        open={deleting !== null}
        onClose={() => !busy && setDeleting(null)}
        title="Delete food entry?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          {deleting
            ? `${deleting.food_name} (${kcal(deleting.calories)}) will be removed from ${dayLabel(deleting.date, today).toLowerCase()}'s log. This cannot be undone.`
            : ""}
        </p>
      </Dialog>
    </div>
  );
}
