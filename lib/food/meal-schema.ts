/**
 * Saved meals and copied meals: their payloads and messages, shared by the diary's dialogs and
 * the route handlers. An item of a meal takes the same rules as a food entry.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { requiredText } from "@/lib/validation/common";
import { pastDateSchema } from "@/lib/validation/future-date";
import type { SavedMealItem } from "@/db/schema";
import { CORE_FIGURE_KEYS, figuresBy, pickFigures } from "./figures";
import { EXTRA_NUTRIENTS } from "./nutrients";
import { foodEntryCreateSchema, MEAL_TYPES } from "./schema";

export const MEAL_NOT_FOUND = "Saved meal not found.";
/** The most items a saved meal holds: a meal, not a week of food. */
export const MAX_MEAL_ITEMS = 50;
export const MAX_MEAL_NAME = 100;
/** A meal copied onto the day it was logged on would only double it. */
export const SAME_DAY = "Pick another day to copy from: a meal cannot be copied onto its own day";

const mealName = requiredText("Meal name", MAX_MEAL_NAME);
const mealType = z.enum(MEAL_TYPES, { error: `Meal type must be one of ${MEAL_TYPES.join(", ")}` });

/** An item of a saved meal: a food entry's fields without its meal, day and time. */
export const savedMealItemSchema = z.omit(foodEntryCreateSchema, { meal_type: true, date: true, time: true });
export type SavedMealItemInput = output<typeof savedMealItemSchema>;

/** An item as a saved meal keeps it: every nutrient present, null when unknown. */
export function savedMealItemOf(input: SavedMealItemInput): SavedMealItem {
  return {
    food_name: input.food_name,
    serving_size: input.serving_size,
    ...pickFigures(input, CORE_FIGURE_KEYS),
    ...figuresBy(EXTRA_NUTRIENTS, (key) => input[key] ?? null),
    quantity: input.quantity,
    unit: input.unit,
    barcode: input.barcode ?? null,
  };
}

/** The items of a saved meal as stored or imported: a list of 1 to 50 valid items. */
export const savedMealItemsSchema = z
  .array(savedMealItemSchema, { error: "Items must be a list of foods" })
  .check(
    z.minLength(1, "A meal needs at least one item"),
    z.maxLength(MAX_MEAL_ITEMS, `A meal holds at most ${MAX_MEAL_ITEMS} items`),
  );

/**
 * Save a meal: the meal `meal_type` of the day `date` (default today) from the user's diary,
 * or the `items` given. `meal_type` is the meal it is logged as by default.
 */
export const savedMealCreateSchema = z
  .object({
    name: mealName,
    meal_type: z.optional(mealType),
    date: z.optional(pastDateSchema()),
    items: z.optional(savedMealItemsSchema),
  })
  .check(
    z.refine((v) => v.items !== undefined || v.meal_type !== undefined, {
      error: "Send the meal_type (and date) of a logged meal to save, or its items",
      path: ["meal_type"],
    }),
    z.refine((v) => v.items === undefined || v.date === undefined, {
      error: "Send either items or the date of a logged meal, not both",
      path: ["date"],
    }),
  );
export type SavedMealCreate = output<typeof savedMealCreateSchema>;

/** Rename a saved meal, or change the meal it is logged as by default. */
export const savedMealUpdateSchema = z
  .object({ name: z.optional(mealName), meal_type: z.optional(z.nullable(mealType)) })
  .check(z.refine((v) => v.name !== undefined || v.meal_type !== undefined, "Nothing to update"));
export type SavedMealUpdate = output<typeof savedMealUpdateSchema>;

/** Log a saved meal: as the meal `meal_type` (default: the one it was saved as) on `date` (default today). */
export const savedMealLogSchema = z.object({
  meal_type: z.optional(mealType),
  date: z.optional(pastDateSchema()),
});
export type SavedMealLog = output<typeof savedMealLogSchema>;

/** Copy the meal `meal_type` of `from_date` onto `to_date` (default today), as the same meal. */
export const mealCopySchema = z
  .object({
    from_date: pastDateSchema("From date"),
    to_date: z.optional(pastDateSchema("To date")),
    meal_type: mealType,
  })
  .check(
    z.refine((v) => v.from_date !== v.to_date, {
      error: SAME_DAY,
      path: ["from_date"],
    }),
  );
export type MealCopy = output<typeof mealCopySchema>;

/** The 400 detail when the meal to save or copy has nothing logged. */
export function nothingLogged(meal: string, date: string): string {
  return `Nothing is logged for ${meal} on ${date}.`;
}
