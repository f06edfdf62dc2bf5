/**
 * The food choices and limits.
 * Free of zod: client components import from here, so zod stays out of the browser
 * bundle. `./schema` re-exports everything here.
 */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export const UNITS = ["serving", "cup", "oz", "gram", "piece", "slice"] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export type FoodUnit = (typeof UNITS)[number];

export const MAX_CALORIES = 20_000;
export const MAX_GRAMS = 2_000;
