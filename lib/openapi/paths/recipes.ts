/** The operations of recipes: ingredients for a number of servings, and logging servings of one. */
import { confirmationSchema } from "@/lib/answers/fields";
import { foodEntryListSchema } from "@/lib/food/responses";
import { recipeListSchema, recipePreviewResultSchema, recipeViewSchema } from "@/lib/recipes/responses";
import { recipeLogSchema, recipePreviewSchema, recipeSchema, RECIPE_NOT_FOUND } from "@/lib/recipes/schema";
import { endpoint } from "../endpoint";

const tag = "Recipes";
const recipePath = "/api/recipes/{recipe_id}";

/** A recipe's body as the form sends it: one typed ingredient and one of the user's foods. */
const request = {
  name: "Overnight oats",
  servings: 2,
  ingredients: [
    { food_name: "Rolled oats", serving_size: "40 g", calories: 150, protein: 5, carbs: 27, fat: 2.6, amount: 2 },
    { food_id: "5d2b8e1f-7a4c-4f3e-9b6d-1c8a2e7f4b90", amount: 1 },
  ],
};

const ingredients = [
  {
    food_id: null,
    product_id: null,
    food_name: "Rolled oats",
    serving_size: "40 g",
    calories: 150,
    protein: 5,
    carbs: 27,
    fat: 2.6,
    fiber: null,
    sugar: null,
    saturated_fat: null,
    sodium_mg: null,
    amount: 2,
  },
  {
    food_id: "5d2b8e1f-7a4c-4f3e-9b6d-1c8a2e7f4b90",
    product_id: null,
    food_name: "Homemade granola",
    serving_size: "50 g",
    calories: 235,
    protein: 6.2,
    carbs: 28.4,
    fat: 10.8,
    fiber: 4.1,
    sugar: 9.5,
    saturated_fat: 1.9,
    sodium_mg: null,
    amount: 1,
  },
];
const figures = {
  totals: {
    calories: 535,
    protein: 16.2,
    carbs: 82.4,
    fat: 16,
    fiber: 4.1,
    sugar: 9.5,
    saturated_fat: 1.9,
    sodium_mg: null,
  },
  per_serving: {
    calories: 267.5,
    protein: 8.1,
    carbs: 41.2,
    fat: 8,
    fiber: 2.1,
    sugar: 4.8,
    saturated_fat: 1,
    sodium_mg: null,
  },
};
const oats = {
  recipe_id: "c1f8a3d6-4b2e-4d7c-9e05-6a3b8d2f1e47",
  name: "Overnight oats",
  servings: 2,
  ingredients,
  ...figures,
};

const notFoundIngredient = "An ingredient's `food_id` or `product_id` names no food of the user's or product (404).";

export const recipesEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/recipes",
    summary: "List my recipes",
    description: "By name, each with its totals and one serving's figures.",
    tag,
    responses: { 200: { description: "The user's recipes.", schema: recipeListSchema, example: [oats] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/recipes",
    summary: "Save a recipe",
    description:
      "Each ingredient is one of the user's foods (`food_id`), a product (`product_id`) or a typed food, with " +
      `\`amount\` of its own servings; a referenced one's figures are read from it. ${notFoundIngredient}`,
    tag,
    body: recipeSchema,
    bodyExample: request,
    responses: { 201: { description: "The recipe saved.", schema: recipeViewSchema, example: oats } },
    throws: [404],
  }),
  update: endpoint({
    method: "put",
    path: recipePath,
    summary: "Replace a recipe",
    description: `Its name, servings and ingredients; referenced figures are read again. ${notFoundIngredient}`,
    tag,
    params: { recipe_id: "uuid" },
    notFound: RECIPE_NOT_FOUND,
    body: recipeSchema,
    bodyExample: { ...request, servings: 3 },
    responses: {
      200: {
        description: "The recipe as saved.",
        schema: recipeViewSchema,
        example: {
          ...oats,
          servings: 3,
          per_serving: {
            calories: 178.3,
            protein: 5.4,
            carbs: 27.5,
            fat: 5.3,
            fiber: 1.4,
            sugar: 3.2,
            saturated_fat: 0.6,
            sodium_mg: null,
          },
        },
      },
    },
  }),
  remove: endpoint({
    method: "delete",
    path: recipePath,
    summary: "Delete a recipe",
    description: "The entries logged from it stay in the diary.",
    tag,
    params: { recipe_id: "uuid" },
    notFound: RECIPE_NOT_FOUND,
    responses: { 200: { description: "Deleted.", schema: confirmationSchema, example: { detail: "Recipe deleted." } } },
  }),
  log: endpoint({
    method: "post",
    path: `${recipePath}/log`,
    summary: "Log servings of a recipe",
    description:
      "One food entry named after the recipe: `servings` servings (default 1) on `date` (default today) as " +
      "`meal_type` (default: the meal of the time of day). Answers a list, as logging a saved meal does.",
    tag,
    params: { recipe_id: "uuid" },
    notFound: RECIPE_NOT_FOUND,
    body: recipeLogSchema,
    bodyExample: { servings: 1, meal_type: "breakfast", date: "2026-03-14" },
    responses: {
      201: {
        description: "The entry created, in a list.",
        schema: foodEntryListSchema,
        example: [
          {
            entry_id: "6e3a9b1d-5c7f-4a2e-8d94-0b1f6c3e7a58",
            food_name: "Overnight oats",
            calories: 267.5,
            meal_type: "breakfast",
            serving_size: null,
            quantity: 1,
            unit: "serving",
            protein: 8.1,
            carbs: 41.2,
            fat: 8,
            fiber: 2.1,
            sugar: 4.8,
            saturated_fat: 1,
            sodium_mg: null,
            date: "2026-03-14",
            time: "07:30",
          },
        ],
      },
    },
    throws: [402],
  }),
  preview: endpoint({
    method: "post",
    path: "/api/recipes/preview",
    summary: "Preview a recipe's figures",
    description: `The ingredients resolved as a recipe would store them, with its figures; stores nothing. ${notFoundIngredient}`,
    tag,
    body: recipePreviewSchema,
    bodyExample: { servings: request.servings, ingredients: request.ingredients },
    writes: false,
    responses: {
      200: {
        description: "The recipe's ingredients and figures.",
        schema: recipePreviewResultSchema,
        example: { servings: 2, ingredients, ...figures },
      },
    },
    throws: [404],
  }),
};
