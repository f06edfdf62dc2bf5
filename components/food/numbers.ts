/** Number fields of the food forms: lenient reading (comma decimals) and quantity scaling. */
import { round1 } from "@/lib/food/format";

export type PerUnit = { calories: number; protein: number; carbs: number; fat: number };

/** A finite number from a field, or null (blank or not a number). */
export function readNumber(raw: string): number | null {
  const s = raw.trim().replace(",", ".");
  if (s === "" || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * What a form sends for a number field: undefined when blank (the schema's "is required", or
 * the API's default for an optional field), NaN when it is not a number ("must be a number").
 */
export function fieldNumber(raw: string): number | undefined {
  return raw.trim() === "" ? undefined : (readNumber(raw) ?? NaN);
}

/** The four figures for `quantity` units, as field strings (calories whole, grams to 0.1). */
export function scaled(per: PerUnit, quantity: number) {
  return {
    calories: String(Math.round(per.calories * quantity)),
    protein: String(round1(per.protein * quantity)),
    carbs: String(round1(per.carbs * quantity)),
    fat: String(round1(per.fat * quantity)),
  };
}
