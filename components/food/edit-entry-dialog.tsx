"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import type { FoodEntryView } from "@/lib/food/entries";
import { MEAL_LABELS, UNIT_LABELS } from "@/lib/food/format";
import { MEAL_TYPES, UNITS } from "@/lib/food/fields";
import { readNumber } from "./numbers";

type Values = { food_name: string; quantity: string; unit: string; calories: string; meal_type: string };

/** The edit modal (spec section 5, "Food edit"): Save is disabled without a name or calories. */
export function EditEntryDialog({ entry, onClose }: { entry: FoodEntryView | null; onClose: () => void }) {
  return (
    <Dialog open={entry !== null} onClose={onClose} title="Edit food entry">
      {entry && <EditForm key={entry.entry_id} entry={entry} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ entry, onClose }: { entry: FoodEntryView; onClose: () => void }) {
  const router = useRouter();
  const toast = useToast();
  const [v, setV] = useState<Values>({
    food_name: entry.food_name,
    quantity: String(entry.quantity),
    unit: entry.unit,
    calories: String(entry.calories),
    meal_type: entry.meal_type,
  });
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setV((x) => ({ ...x, [key]: e.target.value }));
  /** A new quantity scales the calories from the entry's own, until they are typed by hand. */
  const [caloriesTyped, setCaloriesTyped] = useState(false);
  function changeQuantity(raw: string) {
    const q = readNumber(raw);
    setV((x) => ({
      ...x,
      quantity: raw,
      ...(!caloriesTyped && q !== null && q >= 0.1
        ? { calories: String(Math.round((entry.calories * q) / entry.quantity)) }
        : {}),
    }));
  }

  const calories = readNumber(v.calories);
  const quantity = readNumber(v.quantity);
  const caloriesError =
    v.calories.trim() !== "" && (calories === null || calories < 0) ? "Calories must be 0 or more" : null;
  const quantityError = quantity === null || quantity < 0.1 ? "Quantity must be at least 0.1" : null;
  const canSave = v.food_name.trim() !== "" && v.calories.trim() !== "" && !caloriesError && !quantityError && !saving;

  async function save() {
    if (!canSave) return;
    setSaving(true);
    try {
      // macros follow the quantity, so the day's protein, carbs and fat stay consistent
      const factor = quantity! / entry.quantity;
      const r1 = (n: number) => Math.round(n * factor * 10) / 10;
      await api(`/api/food-entries/${entry.entry_id}`, {
        method: "PUT",
        body: {
          food_name: v.food_name.trim(),
          quantity,
          unit: v.unit,
          calories,
          meal_type: v.meal_type,
          ...(factor !== 1 ? { protein: r1(entry.protein), carbs: r1(entry.carbs), fat: r1(entry.fat) } : {}),
        },
      });
      toast.show("Food entry updated successfully!", "success");
      onClose();
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to update"), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      className="space-y-3"
      noValidate
    >
      <Field label="Food name">
        {(p) => <Input {...p} value={v.food_name} onChange={set("food_name")} required autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={quantityError}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0.1}
              step={0.1}
              inputMode="decimal"
              value={v.quantity}
              onChange={(e) => changeQuantity(e.target.value)}
            />
          )}
        </Field>
        <Field label="Unit">
          {(p) => (
            <Select {...p} value={v.unit} onChange={set("unit")}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Calories (kcal)" error={caloriesError}>
          {(p) => (
            <Input
              {...p}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={v.calories}
              onChange={(e) => {
                setCaloriesTyped(true);
                set("calories")(e);
              }}
              required
            />
          )}
        </Field>
        <Field label="Meal">
          {(p) => (
            <Select {...p} value={v.meal_type} onChange={set("meal_type")}>
              {MEAL_TYPES.map((m) => (
                <option key={m} value={m}>
                  {MEAL_LABELS[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
