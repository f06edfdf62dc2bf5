"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { MEAL_LABELS, grams, kcal } from "@/lib/food/format";
import type { FoodEntryView } from "@/lib/food/service";

/** One logged food with Edit, Log Again (a link to the filled form) and Delete. */
export function EntryItem({
  entry: e,
  logAgainHref,
  onEdit,
  onDelete,
  showMeal = true,
}: {
  entry: FoodEntryView;
  logAgainHref: string;
  onEdit: () => void;
  onDelete: () => void;
  showMeal?: boolean;
}) {
  const router = useRouter();
  const about = [
    showMeal ? (MEAL_LABELS[e.meal_type] ?? e.meal_type) : null,
    e.time,
    `${e.quantity} × ${e.serving_size ?? e.unit}`,
  ];
  return (
    <li className="space-y-2 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words font-medium text-ink">{e.food_name}</p>
          <p className="text-sm text-muted">{about.filter(Boolean).join(" · ")}</p>
          <p className="text-xs text-muted">
            P {grams(e.protein)} · C {grams(e.carbs)} · F {grams(e.fat)}
          </p>
        </div>
        <p className="shrink-0 font-semibold text-ink">{kcal(e.calories)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" aria-label={`Edit ${e.food_name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Log ${e.food_name} again`}
          onClick={() => router.push(logAgainHref)}
        >
          Log Again
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          aria-label={`Delete ${e.food_name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
