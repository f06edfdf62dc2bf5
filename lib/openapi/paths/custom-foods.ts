/** The operations of the user's own foods (My Foods), their figures per serving. */
import { confirmationSchema } from "@/lib/answers/fields";
import { customFoodListSchema, customFoodViewSchema } from "@/lib/food/custom-foods/responses";
import { customFoodSchema, customFoodUpdateSchema, CUSTOM_FOOD_NOT_FOUND } from "@/lib/food/custom-foods/schema";
import { endpoint } from "../endpoint";

const tag = "Custom foods";
const foodPath = "/api/foods/{food_id}";

const granola = {
  food_id: "5d2b8e1f-7a4c-4f3e-9b6d-1c8a2e7f4b90",
  food_name: "Homemade granola",
  brand: null,
  serving_size: "50 g",
  calories: 235,
  protein: 6.2,
  carbs: 28.4,
  fat: 10.8,
  fiber: 4.1,
  sugar: 9.5,
  saturated_fat: 1.9,
  sodium_mg: null,
  barcode: null,
};

export const customFoodsEndpoints = {
  list: endpoint({
    method: "get",
    path: "/api/foods",
    summary: "List my foods",
    description: "By name.",
    tag,
    responses: { 200: { description: "The user's foods.", schema: customFoodListSchema, example: [granola] } },
  }),
  create: endpoint({
    method: "post",
    path: "/api/foods",
    summary: "Add a food of my own",
    description: "Figures for one serving; a nutrient left out is unknown (null), never 0.",
    tag,
    body: customFoodSchema,
    bodyExample: {
      food_name: "Homemade granola",
      serving_size: "50 g",
      calories: 235,
      protein: 6.2,
      carbs: 28.4,
      fat: 10.8,
      fiber: 4.1,
      sugar: 9.5,
      saturated_fat: 1.9,
    },
    responses: { 201: { description: "The food added.", schema: customFoodViewSchema, example: granola } },
  }),
  update: endpoint({
    method: "put",
    path: foodPath,
    summary: "Edit a food of my own",
    description: "Any of its fields, at least one; null clears a nutrient (unknown).",
    tag,
    params: { food_id: "uuid" },
    notFound: CUSTOM_FOOD_NOT_FOUND,
    body: customFoodUpdateSchema,
    bodyExample: { calories: 240, sodium_mg: 85 },
    responses: {
      200: {
        description: "The food as edited.",
        schema: customFoodViewSchema,
        example: { ...granola, calories: 240, sodium_mg: 85 },
      },
    },
  }),
  remove: endpoint({
    method: "delete",
    path: foodPath,
    summary: "Delete a food of my own",
    description: "Recipes that use it keep its figures, as a typed ingredient.",
    tag,
    params: { food_id: "uuid" },
    notFound: CUSTOM_FOOD_NOT_FOUND,
    responses: {
      200: { description: "Deleted.", schema: confirmationSchema, example: { detail: "Custom food deleted." } },
    },
  }),
};
