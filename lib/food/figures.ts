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

/** Protein, carbohydrates and fat, in grams. */
export const MACRO_KEYS = ["protein", "carbs", "fat"] as const;
/** The four figures every diary entry states (never null there): calories and the macros. */
export const CORE_FIGURE_KEYS = ["calories", ...MACRO_KEYS] as const;
/** Every figure but calories: the ones a food may leave unknown. */
export const NUTRIENT_KEYS = [...MACRO_KEYS, "fiber", "sugar", "saturated_fat", "sodium_mg"] as const;
/** Every figure, in the diary's order. */
export const FIGURE_KEYS = ["calories", ...NUTRIENT_KEYS] as const satisfies readonly (keyof Figures)[];
export type FigureKey = (typeof FIGURE_KEYS)[number];

export type MaybeFigures = { [K in FigureKey]?: number | null };

/** One value for each of `keys`, in their order: `figuresBy(MACRO_KEYS, (k) => round1(a[k]))`. */
export function figuresBy<K extends FigureKey, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** The figures of a row, a record or a table's columns, as they are: all eight, or those of `keys`. */
export function pickFigures<T extends Record<FigureKey, unknown>>(from: T): Pick<T, FigureKey>;
export function pickFigures<K extends FigureKey, T extends Record<K, unknown>>(from: T, keys: readonly K[]): Pick<T, K>;
export function pickFigures(from: Record<FigureKey, unknown>, keys: readonly FigureKey[] = FIGURE_KEYS) {
  return figuresBy(keys, (key) => from[key]);
}

export const figure = (v: number | null | undefined): number | null =>
  typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;

/** Figures scaled by `factor`, unrounded; unknown stays unknown. */
export function scale(per: MaybeFigures & { calories: number }, factor: number): Figures {
  const out = { calories: per.calories * factor } as Figures;
  for (const key of NUTRIENT_KEYS) {
    const v = figure(per[key]);
    out[key] = v === null ? null : v * factor;
  }
  return out;
}

/** The figures of `amount` servings (or grams, ml, oz of a free amount): whole kcal and mg, grams to 0.1. */
export function figuresFor(per: Figures, amount: number): Figures {
  const raw = scale(per, amount);
  const out = { calories: Math.round(raw.calories) } as Figures;
  for (const key of NUTRIENT_KEYS) {
    const v = raw[key];
    out[key] = v === null ? null : key === "sodium_mg" ? Math.round(v) : round1(v);
  }
  return out;
}
