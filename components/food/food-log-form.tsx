"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { nameWithBrand } from "@/lib/food/format";
import { foodEntryCreateSchema, type Prefill } from "@/lib/food/schema";
import type { FoodEntryView, FoodSuggestion } from "@/lib/food/service";
import { MealField, UnitField } from "./choice-fields";
import { FoodNameSearch } from "./food-name-search";
import { formNumber, readNumber } from "@/lib/validation/common";
import { scaled, type PerUnit } from "./numbers";

export type FoodLogValues = {
  food_name: string;
  meal_type: string;
  calories: string;
  serving_size: string;
  quantity: string;
  unit: string;
  protein: string;
  carbs: string;
  fat: string;
  date: string;
  barcode: string;
};
type Figure = "calories" | "protein" | "carbs" | "fat";

const str = (n: number | undefined) => (n === undefined ? "" : String(n));

/** Where a new form starts: the diary's day, the meal of the time of day, and a barcode kept from a lookup. */
export type LogStart = { date: string; meal: string; barcode?: string | null };

function fromPrefill(p: Prefill | null, start: LogStart): FoodLogValues {
  return {
    food_name: p?.food_name ?? "",
    meal_type: p?.meal_type ?? start.meal,
    calories: str(p?.calories),
    serving_size: p?.serving_size ?? "",
    quantity: str(p?.quantity ?? 1),
    unit: p?.unit ?? "serving",
    protein: str(p?.protein),
    carbs: str(p?.carbs),
    fat: str(p?.fat),
    date: start.date,
    barcode: p?.barcode ?? start.barcode ?? "",
  };
}

/** The prefill's figures for one unit: they scale with a new quantity. */
function perUnit(p: Prefill | null): PerUnit | null {
  if (!p) return null;
  const q = p.quantity ?? 1;
  const per = (n: number | undefined) => (n === undefined ? null : n / q);
  return { calories: p.calories / q, protein: per(p.protein), carbs: per(p.carbs), fat: per(p.fat) };
}

/** What the form sends for its values; blank figures take the API's defaults. */
export function foodLogPayload(v: FoodLogValues) {
  return {
    food_name: v.food_name,
    calories: formNumber(v.calories),
    meal_type: v.meal_type,
    serving_size: v.serving_size,
    quantity: formNumber(v.quantity),
    unit: v.unit,
    protein: formNumber(v.protein),
    carbs: formNumber(v.carbs),
    fat: formNumber(v.fat),
    date: v.date,
    barcode: v.barcode,
  };
}

/**
 * Log Food: a manual entry, or one filled from a search pick, a barcode, a photo or "Log Again",
 * logged on the diary's day shown unless another date is picked.
 */
export function FoodLogForm({
  prefill,
  start,
  today,
  afterLog,
}: {
  prefill: Prefill | null;
  start: LogStart;
  today: string;
  /** Where to go after a prefilled or barcode entry is logged, so a reload does not fill the form again. */
  afterLog: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState<FoodLogValues>(() => fromPrefill(prefill, start));
  const [base, setBase] = useState<PerUnit | null>(() => perUnit(prefill));
  const save = useApiAction<ReturnType<typeof foodLogPayload>, FoodEntryView>({
    schema: foodEntryCreateSchema,
    request: (body) => ({ path: "/api/food-entries", body }),
    success: (entry) => `${entry.food_name} logged successfully!`,
    failure: "Failed to log food entry",
    onSuccess: () => {
      setValues((v) => ({ ...fromPrefill(null, { ...start, barcode: null }), date: v.date }));
      setBase(null);
      if (prefill || start.barcode) router.replace(afterLog, { scroll: false });
    },
  });
  const errors = save.fieldErrors;

  const set = (key: keyof FoodLogValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  function pick(s: FoodSuggestion) {
    const per: PerUnit = { calories: s.calories, protein: s.protein, carbs: s.carbs, fat: s.fat };
    setBase(per);
    setValues((v) => ({
      ...v,
      food_name: nameWithBrand(s.food_name, s.brand),
      serving_size: s.serving_size ?? "",
      unit: s.unit,
      // a product's own code replaces any kept one; a food of the user's history keeps it
      barcode: s.barcode ?? v.barcode,
      ...scaled(per, readNumber(v.quantity) ?? 1),
    }));
  }

  function changeQuantity(raw: string) {
    const q = readNumber(raw);
    setValues((v) => ({ ...v, quantity: raw, ...(base && q !== null && q > 0 ? scaled(base, q) : {}) }));
  }

  /** Typing a figure by hand stops the automatic scaling of all four. */
  const manual = (key: Figure) => (e: { target: { value: string } }) => {
    setBase(null);
    set(key, e.target.value);
  };

  const num = { type: "text", inputMode: "decimal" as const, autoComplete: "off" };
  const figure = (key: Figure, label: string) => (
    <Field label={label} error={errors[key]}>
      {(p) => <Input {...p} {...num} value={values[key]} onChange={manual(key)} />}
    </Field>
  );

  return (
    <form onSubmit={save.submit(() => foodLogPayload(values))} noValidate className="space-y-4">
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
        <MealField value={values.meal_type} onChange={(v) => set("meal_type", v)} error={errors.meal_type} />
        <Field label="Calories (kcal)" error={errors.calories}>
          {(p) => <Input {...p} {...num} required value={values.calories} onChange={manual("calories")} />}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Date" error={errors.date}>
          {(p) => (
            <Input {...p} type="date" max={today} value={values.date} onChange={(e) => set("date", e.target.value)} />
          )}
        </Field>
        {(values.barcode || start.barcode) && (
          <Field label="Barcode" hint="Kept with the entry: a later scan finds it." error={errors.barcode}>
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                autoComplete="off"
                value={values.barcode}
                onChange={(e) => set("barcode", e.target.value)}
              />
            )}
          </Field>
        )}
      </div>
      <Field label="Serving size" hint='Optional, e.g. "1 cup" or "150 g".' error={errors.serving_size}>
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
        <UnitField value={values.unit} onChange={(v) => set("unit", v)} error={errors.unit} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {figure("protein", "Protein (g)")}
        {figure("carbs", "Carbs (g)")}
        {figure("fat", "Fat (g)")}
      </div>
      <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
        {save.pending ? "Logging..." : "Log Food"}
      </Button>
    </form>
  );
}
