"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { kcal, nameWithBrand } from "@/lib/food/format";
import { formatNutrient, macroLine } from "@/lib/recipes/display";
import { CustomFoodDialog } from "./custom-food-form";

/** The My Foods tab: the user's own foods with Edit and Delete, and New food. */
export function CustomFoodsPanel({ foods }: { foods: CustomFoodView[] }) {
  const [editing, setEditing] = useState<CustomFoodView | "new" | null>(null);
  const [deleting, setDeleting] = useState<CustomFoodView | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Your own foods, with their nutrition per serving.</p>
        <Button onClick={() => setEditing("new")}>New food</Button>
      </div>
      {foods.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-muted">
          No foods of your own yet. Add one you eat often, such as a home-made granola or a local bakery&apos;s bread,
          to find it by search or barcode and to use it in recipes.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="My foods">
          {foods.map((f) => (
            <li key={f.food_id} className="space-y-2 p-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="break-words font-medium text-ink">{nameWithBrand(f.food_name, f.brand)}</p>
                  <p className="text-sm text-muted">
                    {f.serving_size ? `per ${f.serving_size}` : "per serving"}
                    {f.barcode ? ` · barcode ${f.barcode}` : ""}
                  </p>
                  <p className="text-xs text-muted">
                    {macroLine(f)} · Fibre {formatNutrient("fiber", f.fiber)} · Sodium{" "}
                    {formatNutrient("sodium_mg", f.sodium_mg)}
                  </p>
                </div>
                <p className="shrink-0 font-semibold text-ink">{kcal(f.calories)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" aria-label={`Edit ${f.food_name}`} onClick={() => setEditing(f)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${f.food_name}`}
                  onClick={() => setDeleting(f)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CustomFoodDialog
        open={editing !== null}
        food={editing === "new" ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete food?"
        request={{ path: `/api/foods/${deleting?.food_id}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete food", prefix: "Error" }}
      >
        {deleting && (
          <p>
            {deleting.food_name} will be removed from your foods. Recipes that use it keep its figures. This cannot be
            undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
