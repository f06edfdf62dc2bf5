/**
 * The nutrients beyond the four (fibre, sugars, saturated fat, sodium): their labels, units,
 * the user's daily targets, and salt worked out from sodium. Pure, for the browser and the
 * server alike.
 */
import { round1 } from "./format";

export type ExtraNutrient = "fiber" | "sugar" | "saturated_fat" | "sodium_mg";
export const EXTRA_NUTRIENTS: readonly ExtraNutrient[] = ["fiber", "sugar", "saturated_fat", "sodium_mg"];

/** The user's field that holds each nutrient's daily target. */
export type NutrientTargetKey = "fiber_target_g" | "sugar_target_g" | "saturated_fat_target_g" | "sodium_target_mg";
export type NutrientTargets = Record<NutrientTargetKey, number | null>;

/**
 * A goal is to reach (fibre); a limit is not to pass (sugars, saturated fat, sodium), so a
 * day over a limit is shown as a warning and a day over a goal as done.
 */
export const NUTRIENT_INFO: Record<
  ExtraNutrient,
  { label: string; unit: "g" | "mg"; target: NutrientTargetKey; kind: "goal" | "limit" }
> = {
  fiber: { label: "Fibre", unit: "g", target: "fiber_target_g", kind: "goal" },
  sugar: { label: "Sugars", unit: "g", target: "sugar_target_g", kind: "limit" },
  saturated_fat: { label: "Saturated fat", unit: "g", target: "saturated_fat_target_g", kind: "limit" },
  sodium_mg: { label: "Sodium", unit: "mg", target: "sodium_target_mg", kind: "limit" },
};

/** The defaults a new account starts with (the database's column defaults). */
export const DEFAULT_NUTRIENT_TARGETS: NutrientTargets = {
  fiber_target_g: 30,
  sugar_target_g: 50,
  saturated_fat_target_g: 20,
  sodium_target_mg: 2300,
};

/** Salt in grams from sodium in milligrams: salt is 2.5 times the sodium it holds. */
export function saltFromSodium(sodiumMg: number): number {
  return round1((sodiumMg * 2.5) / 1000);
}

/** An amount as it is shown: grams to one decimal, sodium in whole milligrams. */
export function formatNutrient(nutrient: ExtraNutrient, value: number): string {
  return NUTRIENT_INFO[nutrient].unit === "mg" ? `${Math.round(value)} mg` : `${round1(value)} g`;
}

/** An amount as it is stored: grams to one decimal, sodium in whole milligrams. */
export function roundNutrient(nutrient: ExtraNutrient | "protein" | "carbs" | "fat", value: number): number {
  return nutrient === "sodium_mg" ? Math.round(value) : round1(value);
}
