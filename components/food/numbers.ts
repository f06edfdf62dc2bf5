/** The food forms' figures for a quantity: per-unit values scaled to the quantity typed. */
import { round1 } from "@/lib/food/format";

export type PerUnit = { calories: number; protein: number; carbs: number; fat: number };

/** The four figures for `quantity` units, as field strings (calories whole, grams to 0.1). */
export function scaled(per: PerUnit, quantity: number) {
  return {
    calories: String(Math.round(per.calories * quantity)),
    protein: String(round1(per.protein * quantity)),
    carbs: String(round1(per.carbs * quantity)),
    fat: String(round1(per.fat * quantity)),
  };
}
