"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { api, errorText } from "@/lib/api-client/client";
import type { RecipeIngredient } from "@/db/schema";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { formatNutrient } from "@/lib/recipes/display";
import { recipeSchema } from "@/lib/recipes/schema";
import type { RecipeView } from "@/lib/recipes/service";
import { IngredientAdder } from "./ingredient-adder";
import { IngredientRowFields } from "./ingredient-row";
import { NutrientGrid } from "./nutrient-grid";
import {
  ingredientErrors,
  liveNutrition,
  recipePayload,
  recipeValues,
  withKnown,
  type IngredientRow,
  type RecipeValues,
} from "./recipe-values";

/**
 * The recipe builder: name, servings, ingredients picked by search or typed; one serving's
 * figures follow every keystroke, and Save stores it (`recipe` null makes a new one).
 */
export function RecipeForm({
  recipe,
  foods,
  onDone,
}: {
  recipe: RecipeView | null;
  foods: CustomFoodView[];
  onDone: () => void;
}) {
  const [v, setV] = useState<RecipeValues>(() => recipeValues(recipe));
  const [pickError, setPickError] = useState<string | null>(null);
  const save = useApiAction<ReturnType<typeof recipePayload>, RecipeView>({
    schema: recipeSchema,
    check: ingredientErrors,
    request: (body) =>
      recipe ? { path: `/api/recipes/${recipe.recipe_id}`, method: "PUT", body } : { path: "/api/recipes", body },
    success: (saved) => `${saved.name} saved`,
    failure: { fallback: "Failed to save recipe", prefix: "Error" },
    errorIn: "form",
    onSuccess: () => onDone(),
  });
  const errors = save.fieldErrors;
  const { totals, perServing } = liveNutrition(v);

  const setRow = (key: string, change: (row: IngredientRow) => IngredientRow) =>
    setV((x) => ({ ...x, rows: x.rows.map((r) => (r.key === key ? change(r) : r)) }));

  /** A picked food or product is read through the API, so its figures are those the recipe will store. */
  async function add(row: IngredientRow) {
    setPickError(null);
    save.clearField("ingredients");
    setV((x) => ({ ...x, rows: [...x.rows, row] }));
    if (!row.ref || row.known) return;
    try {
      const read = await api<{ ingredients: RecipeIngredient[] }>({
        path: "/api/recipes/preview",
        body: { ingredients: [{ ...row.ref, amount: 1 }] },
      });
      setRow(row.key, (r) => withKnown(r, read.ingredients[0]!));
    } catch (err) {
      setV((x) => ({ ...x, rows: x.rows.filter((r) => r.key !== row.key) }));
      setPickError(errorText(err, { fallback: `${row.food_name} could not be added`, prefix: "Error" }));
    }
  }

  // messages are keyed by row position: a removed row takes its messages with it
  const remove = (key: string) => {
    save.clear();
    setV((x) => ({ ...x, rows: x.rows.filter((r) => r.key !== key) }));
  };

  const rowErrorShown = Object.keys(errors).some((k) => k.startsWith("ingredients."));
  const reading = v.rows.some((r) => r.ref && !r.known);

  return (
    <form onSubmit={save.submit(() => recipePayload(v))} noValidate className="space-y-4">
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <Field label="Recipe name" error={errors.name}>
          {(p) => (
            <Input
              {...p}
              autoComplete="off"
              value={v.name}
              onChange={(e) => {
                setV((x) => ({ ...x, name: e.target.value }));
                save.clearField("name");
              }}
            />
          )}
        </Field>
        <Field label="Servings" error={errors.servings}>
          {(p) => (
            <Input
              {...p}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={v.servings}
              onChange={(e) => {
                setV((x) => ({ ...x, servings: e.target.value }));
                save.clearField("servings");
              }}
            />
          )}
        </Field>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-ink">Ingredients</legend>
        {v.rows.length === 0 ? (
          <p className="text-sm text-muted">No ingredients yet: add the first one below.</p>
        ) : (
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {v.rows.map((row, index) => (
              <IngredientRowFields
                key={row.key}
                row={row}
                index={index}
                errors={errors}
                onChange={(field, value) => {
                  setRow(row.key, (r) => ({ ...r, [field]: value }));
                  save.clearField(`ingredients.${index}.${field}`);
                }}
                onRemove={() => remove(row.key)}
              />
            ))}
          </ol>
        )}
        {errors.ingredients && !rowErrorShown && (
          <p role="alert" className="text-sm text-red-700">
            {errors.ingredients}
          </p>
        )}
        {pickError && (
          <p role="alert" className="text-sm text-red-700">
            {pickError}
          </p>
        )}
        <IngredientAdder foods={foods} onAdd={(row) => void add(row)} />
      </fieldset>

      <section aria-label="Nutrition" className="space-y-2">
        <h3 className="text-sm font-medium text-ink">
          {perServing ? "One serving" : "Whole recipe"}
          <span className="font-normal text-muted"> · whole recipe {formatNutrient("calories", totals.calories)}</span>
        </h3>
        <NutrientGrid nutrition={perServing ?? totals} label={perServing ? "One serving" : "Whole recipe"} />
      </section>

      {save.error && (
        <p role="alert" className="text-sm text-red-700">
          {save.error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.pending || reading}>
          {save.pending ? "Saving..." : "Save recipe"}
        </Button>
      </div>
    </form>
  );
}
