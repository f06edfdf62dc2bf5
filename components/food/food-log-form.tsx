"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { nameWithBrand } from "@/lib/food/format";
import { foodEntryCreateSchema, type Prefill } from "@/lib/food/schema";
import type { FoodEntryView } from "@/lib/food/service";
import type { FigureKey, Figures } from "@/lib/food/figures";
import type { FoodPick, ServingState } from "@/lib/food/servings";
import { MealField, UnitField } from "./choice-fields";
import { ExtraNutrientFields, figureText } from "./extra-nutrient-fields";
import { FoodNameSearch } from "./food-name-search";
import { LazyLinkedLog, LazyServingPicker } from "./lazy-food-parts";
import { formNumber, readNumber } from "@/lib/validation/common";
import { scaled } from "./numbers";

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
  fiber: string;
  sugar: string;
  saturated_fat: string;
  sodium_mg: string;
  date: string;
  barcode: string;
};

/** Where a new form starts: the diary's day, the meal of the time of day, and a barcode kept from a lookup. */
export type LogStart = { date: string; meal: string; barcode?: string | null };

function fromPrefill(p: Prefill | null, start: LogStart): FoodLogValues {
  return {
    food_name: p?.food_name ?? "",
    meal_type: p?.meal_type ?? start.meal,
    calories: figureText(p?.calories),
    serving_size: p?.serving_size ?? "",
    quantity: figureText(p?.quantity ?? 1),
    unit: p?.unit ?? "serving",
    protein: figureText(p?.protein),
    carbs: figureText(p?.carbs),
    fat: figureText(p?.fat),
    fiber: figureText(p?.fiber),
    sugar: figureText(p?.sugar),
    saturated_fat: figureText(p?.saturated_fat),
    sodium_mg: figureText(p?.sodium_mg),
    date: start.date,
    barcode: p?.barcode ?? start.barcode ?? "",
  };
}

/** The prefill's figures for one unit: they scale with a new quantity. */
function perUnit(p: Prefill | null): Figures | null {
  if (!p) return null;
  const q = p.quantity ?? 1;
  const per = (n: number | null | undefined) => (n === undefined || n === null ? null : n / q);
  return {
    calories: p.calories / q,
    protein: per(p.protein),
    carbs: per(p.carbs),
    fat: per(p.fat),
    fiber: per(p.fiber),
    sugar: per(p.sugar),
    saturated_fat: per(p.saturated_fat),
    sodium_mg: per(p.sodium_mg),
  };
}

/** What an entry keeps of a picked serving and its amount (`servingOf`). */
type PickedServing = { serving_size: string | null; quantity: number; unit: string };

/**
 * What the form sends for its values; blank figures take the API's defaults (0 for the four,
 * unknown for the rest). With a serving picked, its size, quantity and unit come from it.
 */
export function foodLogPayload(v: FoodLogValues, picked: PickedServing | null = null) {
  const amount = formNumber(v.quantity);
  return {
    food_name: v.food_name,
    calories: formNumber(v.calories),
    meal_type: v.meal_type,
    serving_size: picked ? picked.serving_size : v.serving_size,
    quantity: picked ? picked.quantity : amount,
    unit: picked ? picked.unit : v.unit,
    protein: formNumber(v.protein),
    carbs: formNumber(v.carbs),
    fat: formNumber(v.fat),
    fiber: formNumber(v.fiber),
    sugar: formNumber(v.sugar),
    saturated_fat: formNumber(v.saturated_fat),
    sodium_mg: formNumber(v.sodium_mg),
    date: v.date,
    barcode: v.barcode,
  };
}

type ServingsLib = typeof import("@/lib/food/servings");
let servingsLib: Promise<ServingsLib> | null = null;
/** The serving arithmetic, in a chunk of its own: fetched as the user types a name, used at a pick. */
const loadServings = () => (servingsLib ??= import("@/lib/food/servings"));

type Linked = FoodPick & { source: "recipe" | "meal"; id: string };
const isLinked = (s: FoodPick): s is Linked => (s.source === "recipe" || s.source === "meal") && !!s.id;

/**
 * Log Food: a manual entry, or one filled from a search pick, a barcode, a photo or "Log Again",
 * logged on the diary's day shown unless another date is picked. A picked food offers its
 * servings and works calories and nutrients out from the amount; a picked recipe or saved
 * meal is logged as it is.
 */
export function FoodLogForm({
  prefill,
  start,
  today,
  afterLog,
  imperial = false,
}: {
  prefill: Prefill | null;
  start: LogStart;
  today: string;
  /** Where to go after a prefilled or barcode entry is logged, so a reload does not fill the form again. */
  afterLog: string;
  imperial?: boolean;
}) {
  const router = useRouter();
  const [values, setValues] = useState<FoodLogValues>(() => fromPrefill(prefill, start));
  const [base, setBase] = useState<Figures | null>(() => perUnit(prefill));
  const [serving, setServing] = useState<{ state: ServingState; lib: ServingsLib } | null>(null);
  const [linked, setLinked] = useState<Linked | null>(null);
  const done = () => {
    setValues((v) => ({ ...fromPrefill(null, { ...start, barcode: null }), date: v.date, meal_type: v.meal_type }));
    setBase(null);
    setServing(null);
    setLinked(null);
    if (prefill || start.barcode) router.replace(afterLog, { scroll: false });
  };
  const save = useApiAction<ReturnType<typeof foodLogPayload>, FoodEntryView>({
    schema: foodEntryCreateSchema,
    request: (body) => ({ path: "/api/food-entries", body }),
    success: (entry) => `${entry.food_name} logged successfully!`,
    failure: "Failed to log food entry",
    onSuccess: done,
    offline: { label: (body) => `${body.food_name} · ${body.calories ?? 0} kcal`, onQueued: done },
  });
  const errors = save.fieldErrors;

  const set = (key: keyof FoodLogValues, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function pick(s: FoodPick) {
    if (isLinked(s)) {
      setLinked(s);
      set("food_name", s.food_name);
      return;
    }
    setLinked(null);
    let lib: ServingsLib;
    try {
      lib = await loadServings();
    } catch {
      // the chunk could not be fetched (offline): the name is kept, the figures are typed
      servingsLib = null;
      set("food_name", nameWithBrand(s.food_name, s.brand));
      return;
    }
    const choices = lib.servingChoices(s, { imperial });
    const next = lib.pickServing(choices);
    setServing(choices.length > 1 ? { state: next.state, lib } : null);
    setBase(next.per);
    setValues((v) => ({
      ...v,
      food_name: nameWithBrand(s.food_name, s.brand),
      serving_size: choices[0]!.servingSize ?? "",
      unit: choices[0]!.unit,
      // a product's own code replaces any kept one; a food of the user's history keeps it
      barcode: s.barcode ?? v.barcode,
      quantity: next.amount,
      ...scaled(next.per, readNumber(next.amount) ?? 1),
    }));
  }

  function changeChoice(index: number) {
    if (!serving) return;
    const next = serving.lib.withChoice(serving.state, index, values.quantity);
    setServing({ ...serving, state: next.state });
    setBase(next.per);
    setValues((v) => ({ ...v, quantity: next.amount, ...scaled(next.per, readNumber(next.amount) ?? 1) }));
  }

  /** The picked serving of the amount typed, or null (none picked, or no amount yet: the schema says why). */
  function picked(): PickedServing | null {
    const amount = formNumber(values.quantity);
    if (!serving || amount === undefined || !(amount > 0)) return null;
    return serving.lib.servingOf(serving.state.choices[serving.state.index]!, amount);
  }

  function changeQuantity(raw: string) {
    const q = readNumber(raw);
    setValues((v) => ({ ...v, quantity: raw, ...(base && q !== null && q > 0 ? scaled(base, q) : {}) }));
  }

  /** Typing a figure by hand stops the automatic scaling of all of them. */
  const manual = (key: FigureKey) => (value: string) => {
    setBase(null);
    set(key, value);
  };

  const num = { type: "text", inputMode: "decimal" as const, autoComplete: "off" };
  const figure = (key: "protein" | "carbs" | "fat", label: string) => (
    <Field label={label} error={errors[key]}>
      {(p) => <Input {...p} {...num} value={values[key]} onChange={(e) => manual(key)(e.target.value)} />}
    </Field>
  );

  const nameField = (
    <Field label="Food name" hint="Type to search your foods, recipes, meals and products." error={errors.food_name}>
      {(p) => (
        <FoodNameSearch
          id={p.id}
          describedBy={p["aria-describedby"]}
          invalid={p["aria-invalid"]}
          value={values.food_name}
          onChange={(v) => {
            if (v.trim().length >= 2) void loadServings();
            set("food_name", v);
          }}
          onPick={(s) => void pick(s)}
        />
      )}
    </Field>
  );

  if (linked) {
    return (
      <div className="space-y-4">
        {nameField}
        <LazyLinkedLog
          key={`${linked.source}:${linked.id}`}
          pick={linked}
          meal={values.meal_type}
          date={values.date}
          today={today}
          onDone={done}
          onCancel={() => setLinked(null)}
        />
      </div>
    );
  }

  return (
    <form onSubmit={save.submit(() => foodLogPayload(values, picked()))} noValidate className="space-y-4">
      {nameField}
      <div className="grid grid-cols-2 gap-3">
        <MealField value={values.meal_type} onChange={(v) => set("meal_type", v)} error={errors.meal_type} />
        <Field label="Calories (kcal)" error={errors.calories}>
          {(p) => (
            <Input
              {...p}
              {...num}
              required
              value={values.calories}
              onChange={(e) => manual("calories")(e.target.value)}
            />
          )}
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
      {serving ? (
        <div className="space-y-1">
          <LazyServingPicker
            choices={serving.state.choices}
            index={serving.state.index}
            amount={values.quantity}
            error={errors.quantity ?? errors.serving_size}
            onChoice={changeChoice}
            onAmount={changeQuantity}
          />
          <p className="text-sm text-muted">
            {base ? "Calories and nutrients follow the serving and amount." : "Figures typed by hand."}
          </p>
        </div>
      ) : (
        <>
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
              {(p) => (
                <Input {...p} {...num} value={values.quantity} onChange={(e) => changeQuantity(e.target.value)} />
              )}
            </Field>
            <UnitField value={values.unit} onChange={(v) => set("unit", v)} error={errors.unit} />
          </div>
        </>
      )}
      <div className="grid grid-cols-3 gap-3">
        {figure("protein", "Protein (g)")}
        {figure("carbs", "Carbs (g)")}
        {figure("fat", "Fat (g)")}
      </div>
      <ExtraNutrientFields values={values} errors={errors} onChange={(key, value) => manual(key)(value)} />
      <Button type="submit" disabled={save.pending} className="w-full sm:w-auto">
        {save.pending ? "Logging..." : "Log Food"}
      </Button>
    </form>
  );
}
