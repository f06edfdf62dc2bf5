/**
 * The food diary's payloads, choices and limits, shared by the forms (which validate with them
 * before sending) and the route handlers (which parse with them): one rule, one message.
 */
import * as z from "zod/mini";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { input, output } from "zod/v4/core";
import { barcodeProblem, normalizeBarcode } from "./barcode-check";
import { dateSchema, numberSchema, optionalText, requiredText, timeSchema, tooLong } from "@/lib/validation/common";

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export const UNITS = ["serving", "cup", "oz", "gram", "piece", "slice"] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export type FoodUnit = (typeof UNITS)[number];

export const MAX_CALORIES = 20_000;
export const MAX_GRAMS = 2_000;
export const MAX_SODIUM_MG = 100_000;
export const FOOD_NAME_MAX = 200;
export const SERVING_SIZE_MAX = 100;
export const MIN_QUANTITY = 0.1;
export const MAX_QUANTITY = 1_000;

export function isMealType(value: string): value is MealType {
  return (MEAL_TYPES as readonly string[]).includes(value);
}

export function isUnit(value: string): value is FoodUnit {
  return (UNITS as readonly string[]).includes(value);
}

/** What a barcode lookup says of a code that names no product, here or at Open Food Facts. */
export const PRODUCT_NOT_FOUND = "Product not found. Please try a different barcode.";
/** What it says when the code is not known here and Open Food Facts does not answer (503). */
export const PRODUCT_DB_UNREACHABLE = "The product database can't be reached right now";
/** The lookup's message when the code is one the user logged before. */
export const FOUND_IN_DIARY = "Found in your food diary.";

/** The photo analysis: what it takes, and what it says when it cannot. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const NOT_AN_IMAGE = "Please choose a JPEG, PNG or WebP image.";
export const IMAGE_TOO_LARGE = "The image is too large. The limit is 8 MB.";
/** The upload the route takes: the photo and the multipart framing around it. */
export const IMAGE_UPLOAD_MAX_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const ANALYSIS_FAILED = "Failed to analyze image. Please try again.";

const foodName = requiredText("Food name", FOOD_NAME_MAX);

const calories = numberSchema("Calories", { required: "Calories are required" }).check(
  z.minimum(0, "Calories cannot be negative"),
  z.maximum(MAX_CALORIES, `Calories must be at most ${MAX_CALORIES}`),
);

const grams = (label: string) =>
  numberSchema(label).check(
    z.minimum(0, `${label} cannot be negative`),
    z.maximum(MAX_GRAMS, `${label} must be at most ${MAX_GRAMS} g`),
  );

const sodiumMg = numberSchema("Sodium").check(
  z.minimum(0, "Sodium cannot be negative"),
  z.maximum(MAX_SODIUM_MG, `Sodium must be at most ${MAX_SODIUM_MG} mg`),
);

/** The nutrients beyond the four (null: unknown), as an entry's update takes them. */
const nullableNutrients = {
  fiber: z.nullable(grams("Fibre")),
  sugar: z.nullable(grams("Sugars")),
  saturated_fat: z.nullable(grams("Saturated fat")),
  sodium_mg: z.nullable(sodiumMg),
};

/** The nutrients beyond the four, as every food payload carries them: left out or null is unknown. */
export const extraNutrientFields = {
  fiber: z.optional(nullableNutrients.fiber),
  sugar: z.optional(nullableNutrients.sugar),
  saturated_fat: z.optional(nullableNutrients.saturated_fat),
  sodium_mg: z.optional(nullableNutrients.sodium_mg),
};

const quantity = numberSchema("Quantity").check(
  z.minimum(MIN_QUANTITY, `Quantity must be at least ${MIN_QUANTITY}`),
  z.maximum(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`),
);

const mealType = z.enum(MEAL_TYPES, { error: `Meal type must be one of ${MEAL_TYPES.join(", ")}` });
const unit = z.enum(UNITS, { error: `Unit must be one of ${UNITS.join(", ")}` });

/** Optional: blank is stored as null, anything else trimmed. */
const servingSize = optionalText("Serving size", SERVING_SIZE_MAX);

/** A barcode kept with an entry: blank is null, else a valid code in the form lookups use (UPC-A as EAN-13). */
const entryBarcode = z.pipe(
  optionalText("Barcode", 64).check(
    z.refine(
      (v) => v === null || barcodeProblem(v) === null,
      "Barcode must be 8, 12, 13 or 14 digits with a correct check digit",
    ),
  ),
  z.transform((v) => (v === null ? null : normalizeBarcode(v))),
);

export const foodEntryCreateSchema = z.object({
  food_name: foodName,
  calories,
  meal_type: z._default(mealType, "breakfast"),
  serving_size: servingSize,
  quantity: z._default(quantity, 1),
  unit: z._default(unit, "serving"),
  protein: z._default(grams("Protein"), 0),
  carbs: z._default(grams("Carbs"), 0),
  fat: z._default(grams("Fat"), 0),
  ...extraNutrientFields,
  /** The user's local date; default today. */
  date: z.optional(pastDateSchema()),
  /** The user's local time; default now. */
  time: z.optional(timeSchema()),
  barcode: z.optional(entryBarcode),
});
export type FoodEntryCreate = output<typeof foodEntryCreateSchema>;

/** Any of an entry's fields; at least one. */
export const foodEntryUpdateSchema = z
  .partial(
    z.object({
      food_name: foodName,
      quantity,
      unit,
      calories,
      meal_type: mealType,
      serving_size: servingSize,
      protein: grams("Protein"),
      carbs: grams("Carbs"),
      fat: grams("Fat"),
      ...nullableNutrients,
      /** Moves the entry to another of the user's days. */
      date: dateSchema(),
    }),
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update"));
export type FoodEntryUpdate = output<typeof foodEntryUpdateSchema>;

export const dateQuerySchema = z.object({ date_param: z.optional(dateSchema("Date")) });

export const stepsSchema = z.object({
  date: z.optional(pastDateSchema()),
  steps: z
    .int({ error: "Steps must be a whole number" })
    .check(z.minimum(0, "Steps cannot be negative"), z.maximum(200_000, "Steps must be at most 200000")),
});

export const barcodeBodySchema = z.object({
  barcode: z.pipe(
    // a client may send the digits as a JSON number; leading zeros are then already lost
    z.transform((v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v)),
    z
      .string({ error: "Barcode is required" })
      .check(z.trim(), z.minLength(1, "Barcode is required"), z.maxLength(64, tooLong("Barcode", 64))),
  ),
});

export const searchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(2, "Type at least 2 characters"), z.maxLength(100, tooLong("Search", 100))),
});

/** The values a picked product, a scan, a photo result or "Log Again" put into the log form. */
export const prefillSchema = z.object({
  food_name: z.string().check(z.maxLength(200)),
  calories,
  meal_type: z.optional(mealType),
  serving_size: servingSize,
  protein: z.optional(grams("Protein")),
  carbs: z.optional(grams("Carbs")),
  fat: z.optional(grams("Fat")),
  ...extraNutrientFields,
  quantity: z.optional(quantity),
  unit: z.optional(unit),
  barcode: z.optional(entryBarcode),
});
export type Prefill = output<typeof prefillSchema>;
export type PrefillValues = input<typeof prefillSchema>;

/**
 * The field rules of a food payload, for the domains whose payloads hold a food's figures
 * (custom foods, recipes): the same limits and the same words as an entry's.
 */
export const foodFields = { foodName, calories, grams, servingSize, entryBarcode, mealType, quantity };
