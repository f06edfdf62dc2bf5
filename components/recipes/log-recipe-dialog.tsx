"use client";

import { useState } from "react";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { MealField } from "@/components/food/choice-fields";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { kcal } from "@/lib/food/format";
import { macroLine, servingsLabel } from "@/lib/recipes/display";
import { roundNutrition, scaleNutrition } from "@/lib/recipes/nutrition";
import { recipeLogSchema, servingsFieldSchema } from "@/lib/recipes/schema";
import type { RecipeView } from "@/lib/recipes/service";
import { formatShortDate } from "@/lib/time/format";
import { formNumber, readNumber } from "@/lib/validation/common";
import { validate } from "@/lib/validation/issues";

export type RecipeLogValues = { servings: string; meal_type: string };

/** What the dialog sends: the servings and meal picked, on the day the diary shows. */
export function recipeLogPayload(v: RecipeLogValues, date: string) {
  return { servings: formNumber(v.servings), meal_type: v.meal_type, date };
}

/** Logs servings of a recipe to the day shown, in the meal picked, as one diary entry. */
export function LogRecipeDialog({
  recipe,
  date,
  today,
  meal,
  onClose,
}: {
  recipe: RecipeView | null;
  date: string;
  today: string;
  meal: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={recipe !== null} onClose={onClose} title={recipe ? `Log ${recipe.name}` : "Log recipe"}>
      {recipe && (
        <LogForm key={recipe.recipe_id} recipe={recipe} date={date} today={today} meal={meal} onClose={onClose} />
      )}
    </Dialog>
  );
}

function LogForm({
  recipe,
  date,
  today,
  meal,
  onClose,
}: {
  recipe: RecipeView;
  date: string;
  today: string;
  meal: string;
  onClose: () => void;
}) {
  const [v, setV] = useState<RecipeLogValues>({ servings: "1", meal_type: meal });
  const log = useApiAction<ReturnType<typeof recipeLogPayload>, unknown>({
    schema: recipeLogSchema,
    check: (body) => {
      const checked = validate(servingsFieldSchema, body);
      return checked.ok ? {} : checked.errors;
    },
    request: (body) => ({ path: `/api/recipes/${recipe.recipe_id}/log`, body }),
    success: (_r, body) => `${recipe.name} logged (${servingsLabel(body.servings!)})`,
    failure: { fallback: "Failed to log recipe", prefix: "Error" },
    errorIn: "form",
    onSuccess: () => onClose(),
  });
  const n = readNumber(v.servings);
  // from the totals, as the server logs them: a rounded serving times N drifts by a tenth
  const figures = n !== null && n > 0 ? roundNutrition(scaleNutrition(recipe.totals, n / recipe.servings)) : null;

  return (
    <form onSubmit={log.submit(() => recipeLogPayload(v, date))} noValidate className="space-y-3">
      <p className="text-sm text-muted">
        One serving is {kcal(recipe.per_serving.calories)} ({recipe.name} makes {servingsLabel(recipe.servings)}). It
        goes to {date === today ? "today's diary" : `the diary of ${formatShortDate(date)}`}.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Servings" error={log.fieldErrors.servings}>
          {(p) => (
            <Input
              {...p}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={v.servings}
              onChange={(e) => {
                setV((x) => ({ ...x, servings: e.target.value }));
                log.clearField("servings");
              }}
            />
          )}
        </Field>
        <MealField
          value={v.meal_type}
          onChange={(meal_type) => setV((x) => ({ ...x, meal_type }))}
          error={log.fieldErrors.meal_type}
        />
      </div>
      <p className="text-sm text-ink" aria-live="polite">
        {figures ? `${kcal(figures.calories)} · ${macroLine(figures)}` : "–"}
      </p>
      {log.error &&
        (log.errorStatus === 402 ? (
          <UpgradePrompt detail={log.error} />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            {log.error}
          </p>
        ))}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onClose} disabled={log.pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={log.pending}>
          {log.pending ? "Logging..." : "Log"}
        </Button>
      </div>
    </form>
  );
}
