"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { entryPrefill, prefillHref } from "@/lib/food/prefill";
import type { FoodEntryView } from "@/lib/food/service";
import { dayLabel } from "@/lib/time/format";
import { EditEntryDialog } from "./edit-entry-dialog";

/** Recent: the latest entries by day, each with Edit, Log Again and Delete. */
export function RecentEntries({ entries, today }: { entries: FoodEntryView[]; today: string }) {
  const router = useRouter();
  const [editing, setEditing] = useState<FoodEntryView | null>(null);
  const [deleting, setDeleting] = useState<FoodEntryView | null>(null);

  if (entries.length === 0) {
    return <p className="text-sm text-muted">No food logged yet. Entries you log appear here, newest first.</p>;
  }

  const days = [...new Set(entries.map((e) => e.date))];

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
                      onClick={() => router.push(prefillHref(entryPrefill(e)))}
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
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete food entry?"
        request={{ path: `/api/food-entries/${deleting?.entry_id}`, method: "DELETE" }}
        success={`${deleting?.food_name} deleted successfully!`}
        failure="Failed to delete"
      >
        {deleting && (
          <p>
            {deleting.food_name} ({kcal(deleting.calories)}) will be removed from{" "}
            {dayLabel(deleting.date, today).toLowerCase()}&apos;s log. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
