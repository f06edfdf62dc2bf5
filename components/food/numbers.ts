/** The food forms' figures for a quantity: per-unit values scaled to the quantity typed. */
import { round1 } from "@/lib/food/format";

/** Per-unit figures; a null macro is unknown and its field stays empty whatever the quantity. */
export type PerUnit = { calories: number; protein: number | null; carbs: number | null; fat: number | null };

const gramsField = (n: number | null, quantity: number) => (n === null ? "" : String(round1(n * quantity)));

/** The four figures for `quantity` units, as field strings (calories whole, grams to 0.1). */
export function scaled(per: PerUnit, quantity: number) {
  return {
    calories: String(Math.round(per.calories * quantity)),
    protein: gramsField(per.protein, quantity),
    carbs: gramsField(per.carbs, quantity),
    fat: gramsField(per.fat, quantity),
  };
}
