/**
 * A recipe's figures from its ingredients: the API's totals and per-serving nutrition, and the
 * recipe form's live figures as the user types, computed the same way. Pure.
 */
import { FIGURE_KEYS, NUTRIENT_KEYS, type Figures } from "@/lib/food/figures";
import { round1 } from "@/lib/food/format";

/** The figures every food payload carries, in the diary's order. */
export const NUTRIENTS = FIGURE_KEYS;
type Optional = (typeof NUTRIENT_KEYS)[number];
const OPTIONAL = NUTRIENT_KEYS;

/** Calories, and the nutrients that may be unknown (null). */
export type Nutrition = Figures;

/** One serving's figures of an ingredient and how many of its servings go in. */
export type IngredientFigures = { amount: number; calories: number } & Partial<Record<Optional, number | null>>;

/**
 * The sum over the ingredients of amount × one serving's figures, unrounded. A nutrient that
 * no ingredient states is unknown (null); one that some state is the sum of theirs.
 */
export function nutritionTotals(ingredients: readonly IngredientFigures[]): Nutrition {
  const totals: Nutrition = {
    calories: 0,
    protein: null,
    carbs: null,
    fat: null,
    fiber: null,
    sugar: null,
    saturated_fat: null,
    sodium_mg: null,
  };
  for (const i of ingredients) {
    totals.calories += i.amount * i.calories;
    for (const n of OPTIONAL) {
      const v = i[n];
      if (v !== null && v !== undefined) totals[n] = (totals[n] ?? 0) + i.amount * v;
    }
  }
  return totals;
}

/** Every figure times `factor`, unknown ones staying unknown. */
export function scaleNutrition(n: Nutrition, factor: number): Nutrition {
  const out = { calories: n.calories * factor } as Nutrition;
  for (const k of OPTIONAL) out[k] = n[k] === null ? null : n[k] * factor;
  return out;
}

/** Every figure to one decimal, as the API answers and the diary stores them. */
export function roundNutrition(n: Nutrition): Nutrition {
  const out = { calories: round1(n.calories) } as Nutrition;
  for (const k of OPTIONAL) out[k] = n[k] === null ? null : round1(n[k]);
  return out;
}

/** A recipe's totals and one serving's figures, both rounded. */
export function recipeNutrition(ingredients: readonly IngredientFigures[], servings: number) {
  const totals = nutritionTotals(ingredients);
  return { totals: roundNutrition(totals), per_serving: roundNutrition(scaleNutrition(totals, 1 / servings)) };
}
