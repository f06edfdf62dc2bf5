"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { round1 } from "@/lib/food/format";
import { foodEntryUpdateSchema, MIN_QUANTITY } from "@/lib/food/schema";
import type { FoodEntryView } from "@/lib/food/service";
import { EXTRA_NUTRIENTS, roundNutrient, type ExtraNutrient } from "@/lib/food/nutrients";
import { MealField, UnitField } from "./choice-fields";
import { ExtraNutrientFields, figureText } from "./extra-nutrient-fields";
import { formNumber, readNumber } from "@/lib/validation/common";

export type EditValues = {
  food_name: string;
  quantity: string;
  unit: string;
  calories: string;
  meal_type: string;
  date: string;
  /** The nutrients beyond the four; empty is unknown. */
  fiber: string;
  sugar: string;
  saturated_fat: string;
  sodium_mg: string;
};

/** A nutrient field as the update sends it: empty is unknown (null). */
const nullableNumber = (text: string) => formNumber(text) ?? null;

/** What the edit form sends: its fields, and the entry's macros scaled when the quantity changes. */
export function editPayload(entry: FoodEntryView, v: EditValues) {
  const quantity = formNumber(v.quantity);
  // macros follow the quantity, so the day's protein, carbs and fat stay consistent
  const factor = quantity !== undefined && quantity > 0 ? quantity / entry.quantity : 1;
  const macros =
    factor === 1
      ? {}
      : {
          protein: round1(entry.protein * factor),
          carbs: round1(entry.carbs * factor),
          fat: round1(entry.fat * factor),
        };
  return {
    food_name: v.food_name,
    quantity,
    unit: v.unit,
    calories: formNumber(v.calories),
    meal_type: v.meal_type,
    date: v.date,
    ...macros,
    fiber: nullableNumber(v.fiber),
    sugar: nullableNumber(v.sugar),
    saturated_fat: nullableNumber(v.saturated_fat),
    sodium_mg: nullableNumber(v.sodium_mg),
  };
}

/** The edit modal: Save stays disabled without a name, calories or quantity; the date moves the entry to another day. */
export function EditEntryDialog({
  entry,
  today,
  onClose,
}: {
  entry: FoodEntryView | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onClose={onClose} title="Edit food entry">
      {entry && <EditForm key={entry.entry_id} entry={entry} today={today} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ entry, today, onClose }: { entry: FoodEntryView; today: string; onClose: () => void }) {
  const [v, setV] = useState<EditValues>({
    food_name: entry.food_name,
    quantity: String(entry.quantity),
    unit: entry.unit,
    calories: String(entry.calories),
    meal_type: entry.meal_type,
    date: entry.date,
    fiber: figureText(entry.fiber),
    sugar: figureText(entry.sugar),
    saturated_fat: figureText(entry.saturated_fat),
    sodium_mg: figureText(entry.sodium_mg),
  });
  const save = useApiAction({
    schema: foodEntryUpdateSchema,
    request: (body: ReturnType<typeof editPayload>) => ({
      path: `/api/food-entries/${entry.entry_id}`,
      method: "PUT",
      body,
    }),
    success: "Food entry updated successfully!",
    failure: "Failed to update",
    onSuccess: () => onClose(),
  });
  const set = (key: keyof EditValues) => (value: string) => setV((x) => ({ ...x, [key]: value }));
  /** A new quantity scales the calories and nutrients from the entry's own, until each is typed by hand. */
  const [typed, setTyped] = useState<Partial<Record<"calories" | ExtraNutrient, true>>>({});
  function changeQuantity(raw: string) {
    const q = readNumber(raw);
    const scaledFigures: Partial<EditValues> = {};
    if (q !== null && q >= MIN_QUANTITY) {
      const factor = q / entry.quantity;
      if (!typed.calories) scaledFigures.calories = String(Math.round(entry.calories * factor));
      for (const n of EXTRA_NUTRIENTS) {
        const was = entry[n];
        if (!typed[n] && was !== null) scaledFigures[n] = String(roundNutrient(n, was * factor));
      }
    }
    setV((x) => ({ ...x, quantity: raw, ...scaledFigures }));
  }
  const typeFigure = (key: "calories" | ExtraNutrient, value: string) => {
    setTyped((t) => ({ ...t, [key]: true }));
    set(key)(value);
  };
  const blank = [v.food_name, v.calories, v.quantity, v.date].some((field) => field.trim() === "");
  const errors = save.fieldErrors;
  // the macros are not fields here: they follow the quantity, so their limits read beside it
  const quantityError = errors.quantity ?? errors.protein ?? errors.carbs ?? errors.fat;

  return (
    <form onSubmit={save.submit(() => editPayload(entry, v))} className="space-y-3" noValidate>
      <Field label="Food name" error={errors.food_name}>
        {(p) => (
          <Input
            {...p}
            value={v.food_name}
            onChange={(e) => set("food_name")(e.target.value)}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={quantityError}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={MIN_QUANTITY}
              step={0.1}
              inputMode="decimal"
              value={v.quantity}
              onChange={(e) => changeQuantity(e.target.value)}
            />
          )}
        </Field>
        <UnitField value={v.unit} onChange={set("unit")} error={errors.unit} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Calories (kcal)" error={errors.calories}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={v.calories}
              onChange={(e) => typeFigure("calories", e.target.value)}
              required
            />
          )}
        </Field>
        <MealField value={v.meal_type} onChange={set("meal_type")} error={errors.meal_type} />
      </div>
      <Field label="Date" error={errors.date}>
        {(p) => <Input {...p} type="date" max={today} value={v.date} onChange={(e) => set("date")(e.target.value)} />}
      </Field>
      <ExtraNutrientFields values={v} errors={errors} onChange={typeFigure} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank || save.pending}>
          {save.pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
