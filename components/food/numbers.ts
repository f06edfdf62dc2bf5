/** The food forms' figures for a quantity: per-unit values scaled to the quantity typed. */
import { FIGURE_KEYS, figuresFor, type FigureKey, type Figures } from "@/lib/food/figures";

/** Per-unit figures; a null nutrient is unknown and its field stays empty whatever the quantity. */
export type PerUnit = Pick<Figures, "calories" | "protein" | "carbs" | "fat"> & Partial<Figures>;

/**
 * The figures of `per` for `quantity` units, as field strings (calories and sodium whole,
 * grams to 0.1): every key `per` has, an unknown one empty.
 */
export function scaled(per: PerUnit, quantity: number): Partial<Record<FigureKey, string>> {
  const full = { fiber: null, sugar: null, saturated_fat: null, sodium_mg: null, ...per };
  const figures = figuresFor(full, quantity);
  const out: Partial<Record<FigureKey, string>> = {};
  for (const key of FIGURE_KEYS) {
    if (!(key in per)) continue;
    const v = figures[key];
    out[key] = v === null ? "" : String(v);
  }
  return out;
}
