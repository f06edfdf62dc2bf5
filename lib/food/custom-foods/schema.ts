/**
 * A user's own foods: their payloads and messages, shared by the My Foods form (which validates
 * with them before sending) and the route handlers (which parse with them). The figures are for
 * one serving and follow the food diary's rules word for word; a nutrient left out is unknown.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { extraNutrientFields, foodFields } from "@/lib/food/schema";
import { optionalText } from "@/lib/validation/common";

export const CUSTOM_FOOD_NOT_FOUND = "Custom food not found.";
/** The barcode lookup's message when the code is one of the user's own foods. */
export const FOUND_IN_MY_FOODS = "Found in your foods.";

const { foodName, calories, grams, servingSize, entryBarcode } = foodFields;

const fields = {
  food_name: foodName,
  brand: optionalText("Brand", 100),
  serving_size: servingSize,
  calories,
  protein: z.optional(z.nullable(grams("Protein"))),
  carbs: z.optional(z.nullable(grams("Carbs"))),
  fat: z.optional(z.nullable(grams("Fat"))),
  ...extraNutrientFields,
  barcode: z.optional(entryBarcode),
};

export const customFoodSchema = z.object(fields);
export type CustomFoodInput = output<typeof customFoodSchema>;

/** Any of a food's fields; at least one. Null clears a nutrient (unknown). */
export const customFoodUpdateSchema = z
  .partial(z.object(fields))
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update"));
export type CustomFoodUpdate = output<typeof customFoodUpdateSchema>;
