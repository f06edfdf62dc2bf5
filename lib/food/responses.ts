/**
 * What the food diary's calls answer, as schemas: the OpenAPI document is generated from
 * them and the contract tests hold every real answer to them. Each mirrors the service's
 * view type (or, for the day's read, the JSON Postgres builds in migration 0009).
 */
import * as z from "zod/mini";
import { localDate, rowId, timeOfDay, timestamp } from "@/lib/answers/fields";
import { answers } from "@/lib/answers/service-type";
import type { FoodEntryView } from "./entries";
import { MEAL_TYPES, UNITS } from "./schema";
import type { SavedMealView } from "./service/saved-meals";

/** A figure the food does not state: null, never an invented 0. */
const unknownOr = z.nullable(z.number());

/** Calories and every nutrient of an amount; null where unknown. */
export const figuresSchema = z.object({
  calories: z.number(),
  protein: unknownOr,
  carbs: unknownOr,
  fat: unknownOr,
  fiber: unknownOr,
  sugar: unknownOr,
  saturated_fat: unknownOr,
  sodium_mg: unknownOr,
});

const mealType = z.enum(MEAL_TYPES);
const unit = z.enum(UNITS);

/** An entry of the diary, as every food call answers it (`FoodEntryView`). */
export const foodEntrySchema = answers<FoodEntryView>()(
  z.object({
    entry_id: rowId,
    food_name: z.string(),
    calories: z.number(),
    meal_type: mealType,
    serving_size: z.nullable(z.string()),
    quantity: z.number(),
    unit,
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    /** The nutrients beyond the four for the whole entry; null when unknown. */
    fiber: unknownOr,
    sugar: unknownOr,
    saturated_fat: unknownOr,
    sodium_mg: unknownOr,
    date: localDate,
    time: z.nullable(timeOfDay),
  }),
);

/** Entries created at once: a copied meal, a logged saved meal or recipe. */
export const foodEntryListSchema = z.array(foodEntrySchema);

/** A day's totals, what its exercise burned, and its steps (`DailyStats`). */
export const dailyStatsSchema = z.object({
  date: localDate,
  steps: z.int(),
  calories_consumed: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  /** The nutrients beyond the four, summed over the entries that state them (0 when none does). */
  fiber: z.number(),
  sugar: z.number(),
  saturated_fat: z.number(),
  sodium_mg: z.number(),
  /** Grams of salt the day's sodium makes (sodium × 2.5). */
  salt_g: z.number(),
  /** The day's food entries. */
  entry_count: z.int(),
  /** How many of the day's entries do not state each nutrient (left out of its total rather than counted as 0). */
  unknown_entries: z.object({ fiber: z.int(), sugar: z.int(), saturated_fat: z.int(), sodium_mg: z.int() }),
  /** Summed over the day's exercises; one without a figure counts as 0. */
  calories_burned: z.number(),
  /** Eaten minus burned: what the day's calorie goal is measured against. */
  net_calories: z.number(),
});

/** A household measure: "1 medium (118 g)" weighs 118 g. */
const servingSchema = z.object({ label: z.string(), grams: z.number() });

/** A suggestion of the food search; figures for ONE serving/unit (`FoodSuggestion`). */
export const foodSuggestionSchema = z.object({
  ...figuresSchema.shape,
  source: z.enum(["history", "custom", "recipe", "meal", "product"]),
  /** food_id, recipe_id, meal_id or product_id; null for history. */
  id: z.nullable(z.string()),
  food_name: z.string(),
  brand: z.nullable(z.string()),
  serving_size: z.nullable(z.string()),
  unit: z.string(),
  barcode: z.nullable(z.string()),
  /** Products only: household measures to log it in. */
  servings: z.nullable(z.array(servingSchema)),
  /** Products only: the figures per 100 g (or 100 ml), when the serving's weight is known. */
  per_100g: z.nullable(figuresSchema),
});

export const foodSearchSchema = z.object({ results: z.array(foodSuggestionSchema) });

/** A barcode lookup's product, with what scales it and a warning for implausible figures (`ProductResult`). */
export const productSchema = z.object({
  ...figuresSchema.shape,
  barcode: z.string(),
  food_name: z.string(),
  brand: z.nullable(z.string()),
  serving_size: z.nullable(z.string()),
  /** What the figures are for: one serving as labelled, 100 g, or 100 ml. */
  basis: z.enum(["serving", "100g", "100ml"]),
  serving_quantity_g: z.nullable(z.number()),
  implausible: z.boolean(),
  implausible_detail: z.nullable(z.string()),
});

export const barcodeFoundSchema = z.object({ success: z.literal(true), product: productSchema, message: z.string() });

/**
 * A lookup's refusal: `success: false` and the message beside the usual `detail`. A body the
 * schema refuses, or a failure outside the lookup, answers `detail` alone.
 */
export const barcodeRefusedSchema = z.object({
  success: z.optional(z.literal(false)),
  product: z.optional(z.null()),
  message: z.optional(z.string()),
  detail: z.string(),
});

/** What the vision model made of a photo (`FoodAnalysis`), rounded as the form shows it. */
export const imageAnalysisSchema = z.object({
  food_name: z.string(),
  estimated_calories: z.number(),
  serving_size: z.string(),
  confidence: z.number(),
  meal_suggestion: mealType,
  description: z.string(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});

export const analyzeImageResultSchema = z.object({
  success: z.literal(true),
  analysis: imageAnalysisSchema,
  message: z.string(),
});

/** An item of a saved meal: what its food entry held, figures for the whole entry (`SavedMealItem`). */
const storedMealItemSchema = z.object({
  ...figuresSchema.shape,
  food_name: z.string(),
  serving_size: z.nullable(z.string()),
  quantity: z.number(),
  unit: z.string(),
  barcode: z.nullable(z.string()),
});

/** A saved meal with its items and their sums (`SavedMealView`). */
export const savedMealSchema = answers<SavedMealView>()(
  z.object({
    meal_id: rowId,
    name: z.string(),
    /** The meal it is logged as unless another is asked for; null: breakfast. */
    meal_type: z.nullable(mealType),
    items: z.array(storedMealItemSchema),
    totals: z.object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() }),
    created_at: timestamp,
  }),
);

export const savedMealListSchema = z.array(savedMealSchema);
