"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { customFoodSchema } from "@/lib/food/custom-foods/schema";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { NUTRIENT_LABELS } from "@/lib/recipes/display";
import { formNumber } from "@/lib/validation/common";

const FIGURES = ["protein", "carbs", "fat", "fiber", "sugar", "saturated_fat", "sodium_mg"] as const;
type Figure = (typeof FIGURES)[number];

export type CustomFoodValues = Record<"food_name" | "brand" | "serving_size" | "calories" | "barcode" | Figure, string>;

const text = (n: number | null) => (n === null ? "" : String(n));

export function valuesOf(food: CustomFoodView | null): CustomFoodValues {
  return {
    food_name: food?.food_name ?? "",
    brand: food?.brand ?? "",
    serving_size: food?.serving_size ?? "",
    calories: food ? String(food.calories) : "",
    barcode: food?.barcode ?? "",
    ...(Object.fromEntries(FIGURES.map((k) => [k, text(food?.[k] ?? null)])) as Record<Figure, string>),
  };
}

/** What the form sends: every field, a blank nutrient as null (unknown), so an edit can clear one. */
export function customFoodPayload(v: CustomFoodValues) {
  return {
    food_name: v.food_name,
    brand: v.brand,
    serving_size: v.serving_size,
    calories: formNumber(v.calories),
    ...(Object.fromEntries(FIGURES.map((k) => [k, formNumber(v[k]) ?? null])) as Record<Figure, number | null>),
    barcode: v.barcode,
  };
}

/** The add and edit dialog of a custom food; `food` null adds one. */
export function CustomFoodDialog({
  open,
  food,
  onClose,
}: {
  open: boolean;
  food: CustomFoodView | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={food ? `Edit ${food.food_name}` : "New food"}>
      {open && <CustomFoodForm key={food?.food_id ?? "new"} food={food} onClose={onClose} />}
    </Dialog>
  );
}

function CustomFoodForm({ food, onClose }: { food: CustomFoodView | null; onClose: () => void }) {
  const [v, setV] = useState<CustomFoodValues>(() => valuesOf(food));
  const save = useApiAction<ReturnType<typeof customFoodPayload>, CustomFoodView>({
    // an edit sends every field too: a blank calories is refused, not read as "unchanged"
    schema: customFoodSchema,
    request: (body) =>
      food ? { path: `/api/foods/${food.food_id}`, method: "PUT", body } : { path: "/api/foods", body },
    success: (saved) => `${saved.food_name} saved`,
    failure: { fallback: "Failed to save food", prefix: "Error" },
    errorIn: "form",
    onSuccess: () => onClose(),
  });
  const errors = save.fieldErrors;
  const input = (key: keyof CustomFoodValues, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(p) => (
        <Input
          {...p}
          autoComplete="off"
          {...props}
          value={v[key]}
          onChange={(e) => {
            setV((x) => ({ ...x, [key]: e.target.value }));
            save.clearField(key);
          }}
        />
      )}
    </Field>
  );
  const number = { type: "text", inputMode: "decimal" };

  return (
    <form onSubmit={save.submit(() => customFoodPayload(v))} noValidate className="space-y-3">
      {input("food_name", "Food name", { required: true })}
      <div className="grid grid-cols-2 gap-3">
        {input("brand", "Brand (optional)")}
        {input("serving_size", "Serving size", { placeholder: "1 bowl (60 g)" })}
      </div>
      <p className="text-sm text-muted">Figures for one serving. Leave a nutrient blank when you don&apos;t know it.</p>
      {input("calories", "Calories (kcal)", { ...number, required: true })}
      <div className="grid grid-cols-3 gap-3">
        {input("protein", "Protein (g)", number)}
        {input("carbs", "Carbs (g)", number)}
        {input("fat", "Fat (g)", number)}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {input("fiber", `${NUTRIENT_LABELS.fiber} (g)`, number)}
        {input("sugar", `${NUTRIENT_LABELS.sugar} (g)`, number)}
        {input("saturated_fat", `${NUTRIENT_LABELS.saturated_fat} (g)`, number)}
        {input("sodium_mg", `${NUTRIENT_LABELS.sodium_mg} (mg)`, number)}
      </div>
      {input("barcode", "Barcode (optional)", { inputMode: "numeric" }, "A scan of this code finds this food first.")}
      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : "Save food"}
        </Button>
      </div>
    </form>
  );
}
