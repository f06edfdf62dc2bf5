"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import { MEAL_LABELS, UNIT_LABELS, nameWithBrand } from "@/lib/food/format";
import { MEAL_TYPES, UNITS } from "@/lib/food/fields";
import type { Prefill } from "@/lib/food/schema";
import type { FoodSuggestion } from "@/lib/food/search";
import { FoodNameSearch } from "./food-name-search";
import { readNumber, scaled, type PerUnit } from "./numbers";

type Values = {
  food_name: string;
  meal_type: string;
  calories: string;
  serving_size: string;
  quantity: string;
  unit: string;
  protein: string;
  carbs: string;
  fat: string;
};
type Errors = Partial<Record<"food_name" | "calories" | "quantity", string>>;

const str = (n: number | undefined) => (n === undefined ? "" : String(n));

function fromPrefill(p: Prefill | null): Values {
  return {
    food_name: p?.food_name ?? "",
    meal_type: p?.meal_type ?? "breakfast",
    calories: str(p?.calories),
    serving_size: p?.serving_size ?? "",
    quantity: str(p?.quantity ?? 1),
    unit: p?.unit ?? "serving",
    protein: str(p?.protein),
    carbs: str(p?.carbs),
    fat: str(p?.fat),
  };
}

/** The spec's rules (section 5, "Food log"): name and calories required, calories numeric. */
function validate(v: Values): Errors {
  const errors: Errors = {};
  if (!v.food_name.trim()) errors.food_name = "Food name is required";
  const cal = readNumber(v.calories);
  if (v.calories.trim() === "") errors.calories = "Calories are required";
  else if (cal === null) errors.calories = "Calories must be a number";
  else if (cal < 0) errors.calories = "Calories cannot be negative";
  const q = readNumber(v.quantity);
  if (q === null || q < 0.1) errors.quantity = "Quantity must be at least 0.1";
  return errors;
}

/** Log Food: a manual entry, or one filled from a search pick, a barcode, a photo or "Log Again". */
export function FoodLogForm({ prefill }: { prefill: Prefill | null }) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState<Values>(() => fromPrefill(prefill));
  // the prefill's figures are for its quantity: per unit, they scale with a new quantity
  const [base, setBase] = useState<PerUnit | null>(() => {
    if (!prefill) return null;
    const q = prefill.quantity ?? 1;
    return {
      calories: prefill.calories / q,
      protein: (prefill.protein ?? 0) / q,
      carbs: (prefill.carbs ?? 0) / q,
      fat: (prefill.fat ?? 0) / q,
    };
  });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function pick(s: FoodSuggestion) {
    const per: PerUnit = { calories: s.calories, protein: s.protein, carbs: s.carbs, fat: s.fat };
    setBase(per);
    setValues((v) => ({
      ...v,
      food_name: nameWithBrand(s.food_name, s.brand),
      serving_size: s.serving_size ?? "",
      unit: s.unit,
      ...scaled(per, readNumber(v.quantity) ?? 1),
    }));
  }

  function changeQuantity(raw: string) {
    const q = readNumber(raw);
    setValues((v) => ({ ...v, quantity: raw, ...(base && q !== null && q > 0 ? scaled(base, q) : {}) }));
  }

  /** Typing a figure by hand stops the automatic scaling of all four. */
  const manual = (key: "calories" | "protein" | "carbs" | "fat") => (e: { target: { value: string } }) => {
    setBase(null);
    set(key, e.target.value);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      await api("/api/food-entries", {
        method: "POST",
        body: {
          food_name: values.food_name.trim(),
          calories: readNumber(values.calories),
          meal_type: values.meal_type,
          serving_size: values.serving_size.trim() || null,
          quantity: readNumber(values.quantity) ?? 1,
          unit: values.unit,
          protein: readNumber(values.protein) ?? 0,
          carbs: readNumber(values.carbs) ?? 0,
          fat: readNumber(values.fat) ?? 0,
        },
      });
      toast.show(`${values.food_name.trim()} logged successfully!`, "success");
      setValues(fromPrefill(null));
      setBase(null);
      if (prefill) router.replace("/food?tab=log", { scroll: false });
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, "Failed to log food entry"), "error");
    } finally {
      setSaving(false);
    }
  }

  const num = { type: "text", inputMode: "decimal" as const, autoComplete: "off" };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Food name" hint="Type to search your foods and products." error={errors.food_name}>
        {(p) => (
          <FoodNameSearch
            id={p.id}
            describedBy={p["aria-describedby"]}
            invalid={p["aria-invalid"]}
            value={values.food_name}
            onChange={(v) => set("food_name", v)}
            onPick={pick}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Meal">
          {(p) => (
            <Select {...p} value={values.meal_type} onChange={(e) => set("meal_type", e.target.value)}>
              {MEAL_TYPES.map((m) => (
                <option key={m} value={m}>
                  {MEAL_LABELS[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Calories (kcal)" error={errors.calories}>
          {(p) => <Input {...p} {...num} required value={values.calories} onChange={manual("calories")} />}
        </Field>
      </div>
      <Field label="Serving size" hint='Optional, e.g. "1 cup" or "150 g".'>
        {(p) => (
          <Input
            {...p}
            value={values.serving_size}
            onChange={(e) => set("serving_size", e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" error={errors.quantity}>
          {(p) => <Input {...p} {...num} value={values.quantity} onChange={(e) => changeQuantity(e.target.value)} />}
        </Field>
        <Field label="Unit">
          {(p) => (
            <Select {...p} value={values.unit} onChange={(e) => set("unit", e.target.value)}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <Field label="Protein (g)">
          {(p) => <Input {...p} {...num} value={values.protein} onChange={manual("protein")} />}
        </Field>
        <Field label="Carbs (g)">
          {(p) => <Input {...p} {...num} value={values.carbs} onChange={manual("carbs")} />}
        </Field>
        <Field label="Fat (g)">{(p) => <Input {...p} {...num} value={values.fat} onChange={manual("fat")} />}</Field>
      </div>
      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? "Logging..." : "Log Food"}
      </Button>
    </form>
  );
}
