/**
 * A food entry as the diary imports make it, within the bounds of the food log's own schema
 * (the server would refuse anything else, so it is left out here, with the reason).
 */
import { figuresBy, MACRO_KEYS, pickFigures, type Figures } from "@/lib/food/figures";
import {
  FOOD_NAME_MAX,
  MAX_CALORIES,
  MAX_GRAMS,
  MAX_SODIUM_MG,
  SERVING_SIZE_MAX,
  type MealType,
} from "@/lib/food/schema";
import { KJ_PER_KCAL } from "@/lib/units";
import { cutTo } from "../../text";
import { numberAt } from "./columns";
import type { ImportRecord } from "../../types";

/** Where a row's figures are (positions, -1 when absent); `kj`: the energy column is in kJ. */
export type FigureColumns = {
  energy: number;
  kj: boolean;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  saturated: number;
  sodium: number;
};

/** The figures of a row (null is unknown: a blank cell, never zero); null when its energy is blank. */
export function figuresAt(cells: readonly string[], at: FigureColumns): Figures | null {
  const energy = numberAt(cells, at.energy);
  if (energy === null) return null;
  return {
    calories: at.kj ? Math.round((energy / KJ_PER_KCAL) * 100) / 100 : energy,
    protein: numberAt(cells, at.protein),
    carbs: numberAt(cells, at.carbs),
    fat: numberAt(cells, at.fat),
    fiber: numberAt(cells, at.fiber),
    sugar: numberAt(cells, at.sugar),
    saturated_fat: numberAt(cells, at.saturated),
    sodium_mg: numberAt(cells, at.sodium),
  };
}

/** The meal a diary's meal or group name is: any other name (custom, "Uncategorized") is a snack. */
export function mealOf(name: string): MealType {
  const key = name.trim().toLowerCase();
  if (key === "breakfast" || key === "lunch" || key === "dinner") return key;
  return "snack";
}

/** Why the figures cannot be stored, in words shared by every entry with the same fault; null when they can. */
export function figuresProblem(f: Figures): string | null {
  const grams = [f.protein, f.carbs, f.fat, f.fiber, f.sugar, f.saturated_fat];
  const all = [f.calories, ...grams, f.sodium_mg];
  if (all.some((v) => v !== null && Number.isNaN(v)))
    return "Entries with a calorie or nutrient value that is not a number";
  if (all.some((v) => v !== null && v < 0)) return "Entries with a negative calorie or nutrient value";
  if (f.calories > MAX_CALORIES) return `Entries of more than ${MAX_CALORIES} kcal`;
  if (grams.some((v) => v !== null && v > MAX_GRAMS)) return `Entries with more than ${MAX_GRAMS} g of a nutrient`;
  if (f.sodium_mg !== null && f.sodium_mg > MAX_SODIUM_MG)
    return `Entries with more than ${MAX_SODIUM_MG} mg of sodium`;
  return null;
}

export type FoodEntryFields = {
  food_name: string;
  meal_type: MealType;
  serving_size?: string | null;
  date: string;
  time: string;
  figures: Figures;
  /** The energy unit of the file, when it is not kcal. */
  unit?: string;
};

/**
 * One food entry. Protein, carbs and fat are required by the food log (a blank one is stored
 * as 0); fibre, sugars, saturated fat and sodium stay unknown (null) when blank.
 */
export function foodRecord(entry: FoodEntryFields): ImportRecord {
  const f = entry.figures;
  const body: Record<string, unknown> = {
    food_name: cutTo(entry.food_name, FOOD_NAME_MAX),
    meal_type: entry.meal_type,
    ...pickFigures(f),
    ...figuresBy(MACRO_KEYS, (key) => f[key] ?? 0),
    date: entry.date,
    time: entry.time,
  };
  if (entry.serving_size) body.serving_size = cutTo(entry.serving_size, SERVING_SIZE_MAX);
  const record: ImportRecord = { kind: "food", date: entry.date, items: [{ kind: "food_entry", body }] };
  if (entry.unit) record.unit = entry.unit;
  return record;
}
