/** The operations of saved meals: a meal of the diary kept to log again in one step. */
import { confirmationSchema } from "@/lib/answers/fields";
import {
  savedMealCreateSchema,
  savedMealLogSchema,
  savedMealUpdateSchema,
  MEAL_NOT_FOUND,
} from "@/lib/food/meal-schema";
import { foodEntryListSchema, savedMealListSchema, savedMealSchema } from "@/lib/food/responses";
import { endpoint } from "../endpoint";

const tag = "Meals";
const mealPath = "/api/meals/{meal_id}";

const eggs = {
  food_name: "Scrambled eggs",
  serving_size: "2 eggs",
  calories: 200,
  protein: 13.6,
  carbs: 2.2,
  fat: 15,
  fiber: null,
  sugar: 1.4,
  saturated_fat: 4.5,
  sodium_mg: 340,
  quantity: 1,
  unit: "serving",
  barcode: null,
};
const toast = {
  food_name: "Wholemeal toast",
  serving_size: "1 slice",
  calories: 160,
  protein: 7,
  carbs: 28,
  fat: 2,
  fiber: 4.6,
  sugar: 2.4,
  saturated_fat: 0.4,
  sodium_mg: 290,
  quantity: 2,
  unit: "slice",
  barcode: null,
};
const breakfast = {
  meal_id: "9c4e2f7b-1d8a-4b3c-a5e6-7f0d2b9c8e14",
  name: "Weekday breakfast",
  meal_type: "breakfast",
  items: [eggs, toast],
  totals: { calories: 360, protein: 20.6, carbs: 30.2, fat: 17 },
  created_at: "2026-03-14T07:52:10.318Z",
};

export const mealsEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/meals",
    summary: "List my saved meals",
    description: "By name, each with its items and their totals.",
    tag,
    responses: { 200: { description: "The saved meals.", schema: savedMealListSchema, example: [breakfast] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/meals",
    summary: "Save a meal",
    description:
      "The meal `meal_type` of the day `date` (default today) as logged in the diary, or the `items` given. " +
      "A logged meal with nothing in it is a 400.",
    tag,
    body: savedMealCreateSchema,
    bodyExample: { name: "Weekday breakfast", meal_type: "breakfast", date: "2026-03-14" },
    responses: { 201: { description: "The meal saved.", schema: savedMealSchema, example: breakfast } },
  }),
  update: endpoint({
    method: "put",
    path: mealPath,
    summary: "Rename a saved meal",
    description: "Its name, or the meal it is logged as by default (null: breakfast).",
    tag,
    params: { meal_id: "uuid" },
    notFound: MEAL_NOT_FOUND,
    body: savedMealUpdateSchema,
    bodyExample: { name: "Sunday breakfast" },
    responses: {
      200: {
        description: "The meal as edited.",
        schema: savedMealSchema,
        example: { ...breakfast, name: "Sunday breakfast" },
      },
    },
  }),
  remove: endpoint({
    method: "delete",
    path: mealPath,
    summary: "Delete a saved meal",
    description: "The entries logged from it stay in the diary.",
    tag,
    params: { meal_id: "uuid" },
    notFound: MEAL_NOT_FOUND,
    responses: {
      200: { description: "Deleted.", schema: confirmationSchema, example: { detail: "Saved meal deleted." } },
    },
  }),
  log: endpoint({
    method: "post",
    path: `${mealPath}/log`,
    summary: "Log a saved meal",
    description:
      "Every item as a food entry of `date` (default today), as the meal asked for, else the one it was saved " +
      "as; all or none. On the Free plan all of them must fit the daily limit (402).",
    tag,
    params: { meal_id: "uuid" },
    notFound: MEAL_NOT_FOUND,
    body: savedMealLogSchema,
    bodyExample: { meal_type: "breakfast" },
    responses: {
      201: {
        description: "The entries created.",
        schema: foodEntryListSchema,
        example: [
          {
            entry_id: "2a7d5c3e-9f1b-4e8a-b6c4-3d0e8f1a7b25",
            food_name: "Scrambled eggs",
            calories: 200,
            meal_type: "breakfast",
            serving_size: "2 eggs",
            quantity: 1,
            unit: "serving",
            protein: 13.6,
            carbs: 2.2,
            fat: 15,
            fiber: null,
            sugar: 1.4,
            saturated_fat: 4.5,
            sodium_mg: 340,
            date: "2026-03-15",
            time: "08:05",
          },
        ],
      },
    },
    throws: [402],
  }),
};
