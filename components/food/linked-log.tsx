"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { kcal } from "@/lib/food/format";
import { savedMealLogSchema } from "@/lib/food/meal-schema";
import type { FoodPick } from "@/lib/food/servings";
import { recipeLogSchema, servingsFieldSchema } from "@/lib/recipes/schema";
import { validate } from "@/lib/validation/issues";
import { formNumber } from "@/lib/validation/common";
import { MealField } from "./choice-fields";

const servingsText = (n: number) => `${n} serving${n === 1 ? "" : "s"}`;

/**
 * A recipe or saved meal picked in the food-name search is logged as it is, in one step
 * (POST /api/recipes/{id}/log or /api/meals/{id}/log): the recipe's servings, the meal and the
 * day, instead of the typed form.
 */
export function LinkedLog({
  pick,
  meal,
  date,
  today,
  onDone,
  onCancel,
}: {
  pick: FoodPick & { source: "recipe" | "meal"; id: string };
  meal: string;
  date: string;
  today: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const recipe = pick.source === "recipe";
  const [servings, setServings] = useState("1");
  const [mealType, setMealType] = useState(meal);
  const [day, setDay] = useState(date);
  const action = useApiAction<Record<string, unknown>>({
    schema: recipe ? recipeLogSchema : savedMealLogSchema,
    // the field is always sent: blank is not the API's default of one serving
    check: (): Record<string, string> => {
      if (!recipe) return {};
      const checked = validate(servingsFieldSchema, { servings: formNumber(servings) });
      return checked.ok ? {} : checked.errors;
    },
    request: (body) =>
      recipe ? { path: `/api/recipes/${pick.id}/log`, body } : { path: `/api/meals/${pick.id}/log`, body },
    success: `${pick.food_name} logged successfully!`,
    failure: recipe ? "Failed to log recipe" : "Failed to log meal",
    onSuccess: onDone,
    offline: { label: () => `${pick.food_name} (${recipe ? "recipe" : "saved meal"})`, onQueued: onDone },
  });
  const count = formNumber(servings);
  const label = recipe
    ? `Log ${servingsText(count !== undefined && count > 0 ? count : 1)} of ${pick.food_name}`
    : `Log meal ${pick.food_name}`;
  const body = () =>
    recipe ? { servings: formNumber(servings), meal_type: mealType, date: day } : { meal_type: mealType, date: day };

  return (
    <form
      onSubmit={action.submit(body)}
      noValidate
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      aria-label={recipe ? "Log a recipe" : "Log a saved meal"}
    >
      <p>
        <span className="block text-xs font-medium uppercase tracking-wide text-muted">
          {recipe ? "Recipe" : "Saved meal"}
        </span>
        <span className="font-semibold text-ink">{pick.food_name}</span>
        <span className="text-sm text-muted">
          {" "}
          · {kcal(pick.calories)}
          {recipe ? " per serving" : ""}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        {recipe && (
          <Field label="Servings" error={action.fieldErrors.servings}>
            {(p) => (
              <Input
                {...p}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={servings}
                onChange={(e) => setServings(e.target.value)}
              />
            )}
          </Field>
        )}
        <MealField value={mealType} onChange={setMealType} error={action.fieldErrors.meal_type} />
        <Field label="Date" error={action.fieldErrors.date}>
          {(p) => <Input {...p} type="date" max={today} value={day} onChange={(e) => setDay(e.target.value)} />}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={action.pending}>
          {action.pending ? "Logging..." : label}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={action.pending}>
          Type it instead
        </Button>
      </div>
    </form>
  );
}
