/**
 * Recipes' payloads, limits and messages, shared by the recipe form (which validates with them
 * before sending) and the route handlers (which parse with them). An ingredient is one of the
 * user's foods (`food_id`), a product (`product_id`) or a typed food, with `amount` of its own
 * servings; the figures of a referenced one are read from it, not taken from the payload.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { extraNutrientFields, foodFields, MAX_QUANTITY, MIN_QUANTITY } from "@/lib/food/schema";
import { pastDateSchema } from "@/lib/validation/future-date";
import { numberSchema, requiredText, tooLong } from "@/lib/validation/common";

export const RECIPE_NOT_FOUND = "Recipe not found.";
export const MAX_INGREDIENTS = 100;
/** An ingredient's amount in its own servings: a pinch of a 100 g product is a small fraction. */
export const MAX_AMOUNT = MAX_QUANTITY;

const { foodName, calories, grams, servingSize, mealType } = foodFields;

export const NO_INGREDIENTS = "A recipe needs at least one ingredient";
export const TYPED_NEEDS_NAME = "Food name is required (or a food_id or product_id)";

/** Servings a recipe makes, and servings logged: the diary's quantity rule, so a logged serving fits an entry. */
export const servingsSchema = numberSchema("Servings").check(
  z.minimum(MIN_QUANTITY, `Servings must be at least ${MIN_QUANTITY}`),
  z.maximum(MAX_QUANTITY, `Servings must be at most ${MAX_QUANTITY}`),
);

const amount = numberSchema("Amount").check(
  z.gt(0, "Amount must be greater than 0"),
  z.maximum(MAX_AMOUNT, `Amount must be at most ${MAX_AMOUNT}`),
);

/** One serving's figures of a typed ingredient, with the diary's limits and words. */
const figures = {
  serving_size: servingSize,
  protein: z.optional(z.nullable(grams("Protein"))),
  carbs: z.optional(z.nullable(grams("Carbs"))),
  fat: z.optional(z.nullable(grams("Fat"))),
  ...extraNutrientFields,
};

export const ingredientSchema = z
  .object({
    /** One of the user's foods: its figures are read from it. */
    food_id: z.optional(z.nullable(z.string({ error: "Food id must be text" }))),
    /** A product (`usda-sr28:09040`, or a barcode): its figures, per its basis, are read from it. */
    product_id: z.optional(
      z.nullable(
        z
          .string({ error: "Product id must be text" })
          .check(z.trim(), z.minLength(1, "Product id is required"), z.maxLength(100, tooLong("Product id", 100))),
      ),
    ),
    food_name: z.optional(foodName),
    calories: z.optional(calories),
    ...figures,
    amount,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.food_id || v.product_id) return;
      // a typed food: its name and calories are what it is
      if (v.food_name === undefined)
        ctx.issues.push({ code: "custom", message: TYPED_NEEDS_NAME, input: v, path: ["food_name"] });
      if (v.calories === undefined)
        ctx.issues.push({ code: "custom", message: "Calories are required", input: v, path: ["calories"] });
    }),
  );
export type IngredientInput = output<typeof ingredientSchema>;

export const recipeSchema = z.object({
  name: requiredText("Recipe name", 200),
  servings: servingsSchema,
  ingredients: z
    .array(ingredientSchema, { error: "Ingredients must be a list" })
    .check(
      z.minLength(1, NO_INGREDIENTS),
      z.maxLength(MAX_INGREDIENTS, `A recipe has at most ${MAX_INGREDIENTS} ingredients`),
    ),
});
export type RecipeInput = output<typeof recipeSchema>;

/** What a preview resolves: the ingredients (and servings, default 1) before the recipe has a name. */
export const recipePreviewSchema = z.object({
  servings: z._default(servingsSchema, 1),
  ingredients: recipeSchema.shape.ingredients,
});
export type RecipePreviewInput = output<typeof recipePreviewSchema>;

export const recipeLogSchema = z.object({
  servings: z._default(servingsSchema, 1),
  /** Default: the meal of the time of day in the user's zone. */
  meal_type: z.optional(mealType),
  /** The user's local date; default today. */
  date: z.optional(pastDateSchema()),
});
export type RecipeLogInput = output<typeof recipeLogSchema>;

/** The log dialog's servings, which it always sends: blank is not the API's default of one. */
export const servingsFieldSchema = z.object({ servings: servingsSchema });

/** The ingredients as a recipe stores them (an import reads them back): each with its name and figures. */
export const storedIngredientsSchema = z
  .array(
    z.object({
      food_id: z.nullable(z.string()),
      product_id: z.nullable(z.string()),
      food_name: foodName,
      calories,
      ...figures,
      amount,
    }),
  )
  .check(z.minLength(1), z.maxLength(MAX_INGREDIENTS));
