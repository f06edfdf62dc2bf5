/** The figures of a food: calories and every nutrient, and the same for an amount of it. Pure. */
import { round1 } from "./format";

/** Calories and every nutrient of an amount; null is unknown, whatever the amount. */
export type Figures = {
  calories: number;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  fiber: number | null;
  sugar: number | null;
  saturated_fat: number | null;
  sodium_mg: number | null;
};
export const FIGURE_KEYS = [
  "calories",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "saturated_fat",
  "sodium_mg",
] as const satisfies readonly (keyof Figures)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

export type MaybeFigures = { [K in FigureKey]?: number | null };

export const figure = (v: number | null | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;

/** Figures scaled by `factor`, unrounded; unknown stays unknown. */
export function scale(per: MaybeFigures & { calories: number }, factor: number): Figures {
  const out = { calories: per.calories * factor } as Figures;
  for (const key of FIGURE_KEYS) {
    if (key === "calories") continue;
    const v = figure(per[key]);
    out[key] = v === null ? null : v * factor;
  }
  return out;
}

/** The figures of `amount` servings (or grams, ml, oz of a free amount): whole kcal and mg, grams to 0.1. */
export function figuresFor(per: Figures, amount: number): Figures {
  const raw = scale(per, amount);
  const out = { calories: Math.round(raw.calories) } as Figures;
  for (const key of FIGURE_KEYS) {
    if (key === "calories") continue;
    const v = raw[key];
    out[key] = v === null ? null : key === "sodium_mg" ? Math.round(v) : round1(v);
  }
  return out;
}
