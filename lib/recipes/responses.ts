/**
 * What the recipe calls answer, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { rowId } from "@/lib/answers/fields";
import { figuresSchema } from "@/lib/food/responses";

/**
 * An ingredient as a recipe stores it (`RecipeIngredient`): where it came from (one of the
 * user's foods, a product, or neither for a typed one), a copy of one serving's figures, and
 * how many of its servings go in.
 */
export const recipeIngredientSchema = z.object({
  ...figuresSchema.shape,
  food_id: z.nullable(rowId),
  product_id: z.nullable(z.string()),
  food_name: z.string(),
  serving_size: z.nullable(z.string()),
  amount: z.number(),
});

/** What a preview answers: the ingredients resolved, the totals and one serving's figures; nothing stored. */
export const recipePreviewResultSchema = z.object({
  servings: z.number(),
  ingredients: z.array(recipeIngredientSchema),
  /** The whole recipe's figures. */
  totals: figuresSchema,
  /** One serving's figures: the totals divided by `servings`. */
  per_serving: figuresSchema,
});

/** A saved recipe (`RecipeView`). */
export const recipeViewSchema = z.object({
  recipe_id: rowId,
  name: z.string(),
  ...recipePreviewResultSchema.shape,
});

export const recipeListSchema = z.array(recipeViewSchema);
