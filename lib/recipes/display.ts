/** A food's or a recipe's figures as people read them: an unknown one is "–", never 0. */
import { grams, kcal } from "@/lib/food/format";
import { NUTRIENTS, type Nutrition } from "./nutrition";

export type NutrientKey = (typeof NUTRIENTS)[number];

export const NUTRIENT_LABELS: Record<NutrientKey, string> = {
  calories: "Calories",
  protein: "Protein",
  carbs: "Carbs",
  fat: "Fat",
  fiber: "Fibre",
  sugar: "Sugars",
  saturated_fat: "Saturated fat",
  sodium_mg: "Sodium",
};

export const UNKNOWN = "–";

/** "125 kcal", "21.5 g", "290 mg", or "–" when unknown. */
export function formatNutrient(key: NutrientKey, value: number | null | undefined): string {
  if (value === null || value === undefined) return UNKNOWN;
  if (key === "calories") return kcal(value);
  if (key === "sodium_mg") return `${Math.round(value)} mg`;
  return grams(value);
}

/** "P 4 g · C 21.5 g · F 2 g": the three macros in one line. */
export function macroLine(n: Pick<Nutrition, "protein" | "carbs" | "fat">): string {
  return `P ${formatNutrient("protein", n.protein)} · C ${formatNutrient("carbs", n.carbs)} · F ${formatNutrient("fat", n.fat)}`;
}

/** "2 servings", "1 serving", "0.5 servings". */
export function servingsLabel(n: number): string {
  return `${n} ${n === 1 ? "serving" : "servings"}`;
}
