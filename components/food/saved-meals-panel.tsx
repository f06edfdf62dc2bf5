"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { MAX_MEAL_NAME, savedMealUpdateSchema } from "@/lib/food/meal-schema";
import type { FoodEntryView, SavedMealView } from "@/lib/food/service";
import { dayLabel } from "@/lib/time/format";

const itemsText = (n: number) => `${n} item${n === 1 ? "" : "s"}`;

/** The Meals tab: the user's saved meals, each logged onto the day shown in one tap, renamed or deleted. */
export function SavedMealsPanel({ meals, date, today }: { meals: SavedMealView[]; date: string; today: string }) {
  const [renaming, setRenaming] = useState<SavedMealView | null>(null);
  const [deleting, setDeleting] = useState<SavedMealView | null>(null);
  const day = dayLabel(date, today).toLowerCase();
  const log = useApiAction<SavedMealView, FoodEntryView[]>({
    request: (meal) => ({ path: `/api/meals/${meal.meal_id}/log`, body: { date } }),
    success: (entries, meal) => `${meal.name} logged (${itemsText(entries.length)})`,
    failure: "Failed to log meal",
    offline: { label: (meal) => `${meal.name} (saved meal, ${itemsText(meal.items.length)})` },
  });

  if (meals.length === 0) {
    return (
      <p className="text-sm text-muted">
        No saved meals yet. In the food diary below, &ldquo;Save as meal&rdquo; keeps a meal you eat often, to log it
        again here in one tap.
      </p>
    );
  }

  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {meals.map((m) => (
          <li key={m.meal_id} className="space-y-2 p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{m.name}</p>
                <p className="text-sm text-muted">
                  {[m.meal_type ? MEAL_LABELS[m.meal_type] : null, itemsText(m.items.length)]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p className="text-xs text-muted">
                  P {grams(m.totals.protein)} · C {grams(m.totals.carbs)} · F {grams(m.totals.fat)}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-ink">{kcal(m.totals.calories)}</p>
            </div>
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer content-center text-muted">What&apos;s in it</summary>
              <ul className="list-disc pl-5 text-muted">
                {m.items.map((item, i) => (
                  <li key={i}>
                    {item.food_name}
                    {item.serving_size ? `, ${item.quantity} × ${item.serving_size}` : ""} · {kcal(item.calories)}
                  </li>
                ))}
              </ul>
            </details>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                aria-label={`Log ${m.name} to ${day}`}
                disabled={log.pending}
                onClick={() => void log.run(m)}
              >
                Log to {day}
              </Button>
              <Button size="sm" variant="secondary" aria-label={`Rename ${m.name}`} onClick={() => setRenaming(m)}>
                Rename
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                aria-label={`Delete ${m.name}`}
                onClick={() => setDeleting(m)}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)} title="Rename saved meal">
        {renaming && <RenameForm key={renaming.meal_id} meal={renaming} onClose={() => setRenaming(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete saved meal?"
        request={{ path: `/api/meals/${deleting?.meal_id}`, method: "DELETE" }}
        success={detailOf}
        failure="Failed to delete saved meal"
      >
        {deleting && <p>{deleting.name} will be removed from your meals. The food it logged stays in your diary.</p>}
      </ConfirmDialog>
    </>
  );
}

function RenameForm({ meal, onClose }: { meal: SavedMealView; onClose: () => void }) {
  const [name, setName] = useState(meal.name);
  const save = useApiAction<{ name: string }>({
    schema: savedMealUpdateSchema,
    request: (body) => ({ path: `/api/meals/${meal.meal_id}`, method: "PUT", body }),
    success: "Saved meal renamed",
    failure: "Failed to rename saved meal",
    errorIn: "form",
    onSuccess: onClose,
  });
  return (
    <form onSubmit={save.submit(() => ({ name }))} noValidate className="space-y-3">
      <Field label="Meal name" error={save.fieldErrors.name}>
        {(p) => (
          <Input
            {...p}
            value={name}
            maxLength={MAX_MEAL_NAME}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
            required
          />
        )}
      </Field>
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
