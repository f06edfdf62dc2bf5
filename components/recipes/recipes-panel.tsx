"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { kcal } from "@/lib/food/format";
import { formatNutrient, macroLine, servingsLabel } from "@/lib/recipes/display";
import type { RecipeView } from "@/lib/recipes/service";
import { LogRecipeDialog } from "./log-recipe-dialog";
import { NutrientGrid } from "./nutrient-grid";
import { RecipeForm } from "./recipe-form";

/**
 * The Recipes tab: the user's recipes with one serving's figures, Log (to the day shown),
 * Edit and Delete; New recipe opens the builder in place of the list.
 */
export function RecipesPanel({
  recipes,
  foods,
  date,
  today,
  meal,
}: {
  recipes: RecipeView[];
  foods: CustomFoodView[];
  date: string;
  today: string;
  /** The meal the log dialog starts on (the time of day's). */
  meal: string;
}) {
  const [editing, setEditing] = useState<RecipeView | "new" | null>(null);
  const [logging, setLogging] = useState<RecipeView | null>(null);
  const [deleting, setDeleting] = useState<RecipeView | null>(null);

  if (editing !== null)
    return (
      <RecipeForm
        key={editing === "new" ? "new" : editing.recipe_id}
        recipe={editing === "new" ? null : editing}
        foods={foods}
        onDone={() => setEditing(null)}
      />
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Dishes you make, logged a serving at a time.</p>
        <Button onClick={() => setEditing("new")}>New recipe</Button>
      </div>
      {recipes.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-muted">
          No recipes yet. Build one from foods you search for, your own foods, or figures you type, and log a serving of
          it in one step.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Recipes">
          {recipes.map((r) => (
            <li key={r.recipe_id} className="space-y-2 p-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="break-words font-medium text-ink">{r.name}</p>
                  <p className="text-sm text-muted">
                    Makes {servingsLabel(r.servings)} · {r.ingredients.length}{" "}
                    {r.ingredients.length === 1 ? "ingredient" : "ingredients"}
                  </p>
                  <p className="text-xs text-muted">
                    {macroLine(r.per_serving)} · Fibre {formatNutrient("fiber", r.per_serving.fiber)}
                  </p>
                </div>
                <p className="shrink-0 text-right font-semibold text-ink">
                  {kcal(r.per_serving.calories)} <span className="block text-xs font-normal text-muted">a serving</span>
                </p>
              </div>
              <details className="text-sm">
                <summary className="cursor-pointer text-brand-700">Ingredients and nutrition</summary>
                <ul className="mt-2 space-y-1 text-muted">
                  {r.ingredients.map((i, index) => (
                    <li key={index}>
                      {i.amount} × {i.serving_size ?? "serving"} {i.food_name} ({kcal(i.calories * i.amount)})
                    </li>
                  ))}
                </ul>
                <NutrientGrid nutrition={r.per_serving} label={`One serving of ${r.name}`} className="mt-2" />
              </details>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" aria-label={`Log ${r.name}`} onClick={() => setLogging(r)}>
                  Log
                </Button>
                <Button size="sm" variant="secondary" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${r.name}`}
                  onClick={() => setDeleting(r)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <LogRecipeDialog recipe={logging} date={date} today={today} meal={meal} onClose={() => setLogging(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete recipe?"
        request={{ path: `/api/recipes/${deleting?.recipe_id}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete recipe", prefix: "Error" }}
      >
        {deleting && (
          <p>{deleting.name} will be removed. Servings you logged stay in your diary. This cannot be undone.</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
