/**
 * The log form's prefill travels in the URL (`/food?tab=log&prefill=...`), so "Use This
 * Product", "Use This Result" and "Log Again" are plain navigations to the Log Food tab:
 * client components build the link here, and the page reads it back with `readPrefill`.
 */
import * as z from "zod/mini";
import type { MACRO_KEYS } from "./figures";
import { nameWithBrand } from "./format";
import { EXTRA_NUTRIENTS, type ExtraNutrient } from "./nutrients";
import { isMealType, isUnit, prefillSchema, type Prefill, type PrefillValues } from "./schema";

/** The longest prefill parameter the page reads; a longer one is not from our own links. */
const MAX_PREFILL_LENGTH = 2000;

/** The Log Food tab filled with `values`, on the diary's day `date` when it is not today. */
export function prefillHref(values: PrefillValues, day?: { date: string; today: string }): string {
  const date = day && day.date !== day.today ? `&date=${day.date}` : "";
  return `/food?tab=log${date}&prefill=${encodeURIComponent(JSON.stringify(values))}`;
}

/** The prefill of a URL parameter, or null when absent or malformed. */
export function readPrefill(raw: string | undefined): Prefill | null {
  if (typeof raw !== "string" || raw.length > MAX_PREFILL_LENGTH) return null;
  try {
    const parsed = z.safeParse(prefillSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Figures = Record<(typeof MACRO_KEYS)[number], number>;

/**
 * A looked-up product, logged as lunch, keeping its barcode so a later scan finds the entry.
 * A macro the product does not state is left out, so its field starts empty rather than 0.
 */
export function productPrefill(
  p: { protein: number | null; carbs: number | null; fat: number | null } & {
    food_name: string;
    brand: string | null;
    calories: number;
    serving_size: string | null;
    barcode?: string;
  },
): PrefillValues {
  const { protein, carbs, fat, barcode } = p;
  const food_name = nameWithBrand(p.food_name, p.brand);
  return {
    food_name,
    calories: Math.round(p.calories),
    meal_type: "lunch",
    serving_size: p.serving_size,
    ...(protein === null ? {} : { protein }),
    ...(carbs === null ? {} : { carbs }),
    ...(fat === null ? {} : { fat }),
    ...(barcode ? { barcode } : {}),
  };
}

/** A photo's estimate, logged as lunch. */
export function analysisPrefill(
  a: Figures & { food_name: string; estimated_calories: number; serving_size: string },
): PrefillValues {
  const { food_name, serving_size, protein, carbs, fat } = a;
  return { food_name, calories: a.estimated_calories, meal_type: "lunch", serving_size, protein, carbs, fat };
}

type Extra = Record<ExtraNutrient, number | null>;

/** An earlier entry, as it was ("Log Again"); a nutrient it does not state stays unknown. */
export function entryPrefill(
  e: Figures &
    Partial<Extra> & { food_name: string; calories: number; meal_type: string; serving_size: string | null } & {
      quantity: number;
      unit: string;
    },
): PrefillValues {
  const { food_name, calories, serving_size, protein, carbs, fat, quantity } = e;
  const extra: Partial<Extra> = {};
  for (const key of EXTRA_NUTRIENTS) {
    const v = e[key];
    if (v !== null && v !== undefined) extra[key] = v;
  }
  return {
    food_name,
    calories,
    meal_type: isMealType(e.meal_type) ? e.meal_type : undefined,
    serving_size,
    protein,
    carbs,
    fat,
    ...extra,
    quantity,
    unit: isUnit(e.unit) ? e.unit : undefined,
  };
}
