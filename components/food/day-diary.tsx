"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { groupByMeal } from "@/lib/food/diary-day";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import { entryPrefill, prefillHref } from "@/lib/food/prefill";
import type { FoodEntryView } from "@/lib/food/service";
import { EntryItem } from "./entry-item";
import { EntryDialogs } from "./entry-dialogs";
import { LazyCopyMealDialog, LazySaveMealDialog } from "./lazy-food-parts";
import { PendingWrites } from "@/components/offline/pending-writes";

/** The writes that add to a day's diary: an entry, a saved meal's or a recipe's log. */
const FOOD_WRITES = ["/api/food-entries", /^\/api\/meals\/[^/]+\/log$/, /^\/api\/recipes\/[^/]+\/log$/];

type Figures = { calories: number; protein: number; carbs: number; fat: number };

function Subtotal({ figures, label }: { figures: Figures; label: string }) {
  return (
    <p className="text-sm text-muted">
      <span className="sr-only">{label}: </span>
      <span className="font-semibold text-ink">{kcal(figures.calories)}</span> · P {grams(figures.protein)} · C{" "}
      {grams(figures.carbs)} · F {grams(figures.fat)}
    </p>
  );
}

/**
 * The diary of one day: its entries by meal, each meal's subtotal, and the day's total; each
 * meal can be saved under a name, or copied from an earlier day.
 */
export function DayDiary({ entries, date, today }: { entries: FoodEntryView[]; date: string; today: string }) {
  const [editing, setEditing] = useState<FoodEntryView | null>(null);
  const [deleting, setDeleting] = useState<FoodEntryView | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [copying, setCopying] = useState<string | null>(null);
  const saveOpened = useOpenedOnce(saving !== null);
  const copyOpened = useOpenedOnce(copying !== null);
  const { meals, total } = groupByMeal(entries);

  return (
    <div className="space-y-4">
      <PendingWrites paths={FOOD_WRITES} date={date} />
      {meals.map(({ meal, entries: mine, total: sub }) => {
        const label = MEAL_LABELS[meal]!;
        return (
          <section key={meal} aria-labelledby={`meal-${meal}`}>
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 id={`meal-${meal}`} className="text-base font-semibold text-ink">
                {label}
              </h3>
              {mine.length > 0 && <Subtotal figures={sub} label={`${label} subtotal`} />}
            </div>
            <div className="mb-2 flex flex-wrap gap-2">
              {mine.length > 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Save ${label.toLowerCase()} as a meal`}
                  onClick={() => setSaving(meal)}
                >
                  Save as meal
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Copy ${label.toLowerCase()} from another day`}
                onClick={() => setCopying(meal)}
              >
                Copy from…
              </Button>
            </div>
            {mine.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-200 px-3 py-2 text-sm text-muted">
                Nothing logged for {label.toLowerCase()}.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
                {mine.map((e) => (
                  <EntryItem
                    key={e.entry_id}
                    entry={e}
                    showMeal={false}
                    logAgainHref={prefillHref(entryPrefill(e), { date, today })}
                    onEdit={() => setEditing(e)}
                    onDelete={() => setDeleting(e)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-xl bg-slate-50 px-3 py-2">
        <p className="font-semibold text-ink">Day total</p>
        <Subtotal figures={total} label="Day total" />
      </div>
      {saveOpened && <LazySaveMealDialog meal={saving} date={date} onClose={() => setSaving(null)} />}
      {copyOpened && <LazyCopyMealDialog meal={copying} date={date} today={today} onClose={() => setCopying(null)} />}
      <EntryDialogs
        editing={editing}
        deleting={deleting}
        today={today}
        onClose={() => {
          setEditing(null);
          setDeleting(null);
        }}
      />
    </div>
  );
}
