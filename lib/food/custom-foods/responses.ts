/**
 * What the My Foods calls answer, as schemas: the OpenAPI document is generated from them and
 * the contract tests hold every real answer to them. Figures are for one serving.
 */
import * as z from "zod/mini";
import { rowId } from "@/lib/answers/fields";
import { figuresSchema } from "@/lib/food/responses";

/** One of the user's foods (`CustomFoodView`); a nutrient it does not state is null. */
export const customFoodViewSchema = z.object({
  ...figuresSchema.shape,
  food_id: rowId,
  food_name: z.string(),
  brand: z.nullable(z.string()),
  serving_size: z.nullable(z.string()),
  barcode: z.nullable(z.string()),
});

export const customFoodListSchema = z.array(customFoodViewSchema);
