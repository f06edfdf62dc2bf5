/** The food diary's operations: entries, copying a meal, search, barcode lookup and photo analysis. */
import { FOOD_NOT_FOUND } from "@/lib/food/service";
import * as z from "zod/mini";
import { confirmationSchema } from "@/lib/answers/fields";
import { mealCopySchema } from "@/lib/food/meal-schema";
import {
  analyzeImageResultSchema,
  barcodeFoundSchema,
  barcodeRefusedSchema,
  foodEntryListSchema,
  foodEntrySchema,
  foodSearchSchema,
} from "@/lib/food/responses";
import {
  barcodeBodySchema,
  dateQuerySchema,
  foodEntryCreateSchema,
  foodEntryUpdateSchema,
  searchQuerySchema,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOAD_MAX_BYTES,
} from "@/lib/food/schema";
import { endpoint } from "../endpoint";

const tag = "Food";
const entryPath = "/api/food-entries/{entry_id}";

/** The photo's upload: the handler reads the form itself (no schema parses it), so this only describes it. */
const imageUploadSchema = z.object({ image_file: z.file() });

const oatmeal = {
  entry_id: "3f6c2a9e-8d1b-4c57-9a2e-5b7d0e41c9f8",
  food_name: "Oatmeal with banana",
  calories: 310,
  meal_type: "breakfast",
  serving_size: "1 bowl",
  quantity: 1,
  unit: "serving",
  protein: 9.5,
  carbs: 58,
  fat: 5.2,
  fiber: 7.1,
  sugar: 15.3,
  saturated_fat: 1,
  sodium_mg: 120,
  date: "2026-03-14",
  time: "07:45",
};

const apple = {
  ...oatmeal,
  entry_id: "8b1e4d7a-2c3f-4e9b-8a61-0d5c7f2e9b34",
  food_name: "Apple",
  calories: 95,
  meal_type: "snack",
  serving_size: "1 medium",
  protein: 0.5,
  carbs: 25,
  fat: 0.3,
  fiber: null,
  sugar: null,
  saturated_fat: null,
  sodium_mg: null,
  time: "10:30",
};

export const foodEndpoints = {
  listEntries: endpoint({
    method: "get",
    path: "/api/food-entries",
    summary: "List the food entries of a day",
    description: "Newest first. Without `date_param`, today in the user's time zone.",
    tag,
    query: dateQuerySchema,
    sharedArea: "food",
    responses: { 200: { description: "The day's entries.", schema: foodEntryListSchema, example: [apple, oatmeal] } },
  }),
  createEntry: endpoint({
    method: "post",
    path: "/api/food-entries",
    summary: "Log a food entry",
    description:
      "Date and time default to now in the user's time zone. The Free plan allows 5 entries a day; a sixth is a 402.",
    tag,
    body: foodEntryCreateSchema,
    bodyExample: {
      food_name: "Oatmeal with banana",
      calories: 310,
      meal_type: "breakfast",
      serving_size: "1 bowl",
      protein: 9.5,
      carbs: 58,
      fat: 5.2,
      fiber: 7.1,
      date: "2026-03-14",
      time: "07:45",
    },
    responses: { 201: { description: "The entry logged.", schema: foodEntrySchema, example: oatmeal } },
    throws: [402],
  }),
  updateEntry: endpoint({
    method: "put",
    path: entryPath,
    summary: "Edit a food entry",
    description: "Any of the entry's fields, at least one; null clears a nutrient beyond the four (unknown).",
    tag,
    params: { entry_id: "uuid" },
    notFound: FOOD_NOT_FOUND,
    body: foodEntryUpdateSchema,
    bodyExample: { quantity: 2, calories: 620, protein: 19, carbs: 116, fat: 10.4 },
    responses: {
      200: {
        description: "The entry as edited.",
        schema: foodEntrySchema,
        example: { ...oatmeal, quantity: 2, calories: 620, protein: 19, carbs: 116, fat: 10.4 },
      },
    },
  }),
  removeEntry: endpoint({
    method: "delete",
    path: entryPath,
    summary: "Delete a food entry",
    tag,
    params: { entry_id: "uuid" },
    notFound: FOOD_NOT_FOUND,
    responses: {
      200: {
        description: "Deleted.",
        schema: confirmationSchema,
        example: { detail: "Food entry deleted successfully!" },
      },
    },
  }),
  copyMeal: endpoint({
    method: "post",
    path: "/api/food-entries/copy",
    summary: "Copy a meal of one day to another",
    description:
      "Logs each entry of the meal again on `to_date` (default today), at the same times; all or none. " +
      "A meal with nothing logged is a 400; on the Free plan the whole copy must fit the daily limit (402).",
    tag,
    body: mealCopySchema,
    bodyExample: { from_date: "2026-03-13", to_date: "2026-03-14", meal_type: "breakfast" },
    responses: { 201: { description: "The entries created.", schema: foodEntryListSchema, example: [oatmeal] } },
    throws: [402],
  }),
  search: endpoint({
    method: "get",
    path: "/api/food-search",
    summary: "Search foods to log",
    description:
      "The user's history, own foods, recipes and saved meals first, then products. Figures are for one " +
      "serving or unit; a product also gives its household measures and its figures per 100 g.",
    tag,
    query: searchQuerySchema,
    responses: {
      200: {
        description: "The suggestions, best first.",
        schema: foodSearchSchema,
        example: {
          results: [
            {
              source: "product",
              id: "usda-sr28:09003",
              food_name: "Apples, raw, with skin",
              brand: null,
              serving_size: "100 g",
              unit: "serving",
              calories: 52,
              protein: 0.3,
              carbs: 13.8,
              fat: 0.2,
              fiber: 2.4,
              sugar: 10.4,
              saturated_fat: 0,
              sodium_mg: 1,
              barcode: null,
              servings: [{ label: "1 medium (182 g)", grams: 182 }],
              per_100g: {
                calories: 52,
                protein: 0.3,
                carbs: 13.8,
                fat: 0.2,
                fiber: 2.4,
                sugar: 10.4,
                saturated_fat: 0,
                sodium_mg: 1,
              },
            },
          ],
        },
      },
    },
  }),
  scanBarcode: endpoint({
    method: "post",
    path: "/api/scan-barcode",
    summary: "Look up a product by barcode",
    description:
      "The user's own foods first, then their diary, then the product database and Open Food Facts. A refusal " +
      "carries `success: false` and `message` beside `detail`.",
    tag,
    body: barcodeBodySchema,
    bodyExample: { barcode: "3017620422003" },
    writes: false,
    callsOutside: true,
    responses: {
      200: {
        description: "The product found.",
        schema: barcodeFoundSchema,
        example: {
          success: true,
          message: "Product found.",
          product: {
            barcode: "3017620422003",
            food_name: "Nutella",
            brand: "Ferrero",
            serving_size: "15 g",
            basis: "100g",
            serving_quantity_g: 15,
            calories: 539,
            protein: 6.3,
            carbs: 57.5,
            fat: 30.9,
            fiber: null,
            sugar: 56.3,
            saturated_fat: 10.6,
            sodium_mg: 43,
            implausible: false,
            implausible_detail: null,
          },
        },
      },
      400: { description: "Not a valid barcode (digits and check digit).", schema: barcodeRefusedSchema },
      404: { description: "No product has this barcode.", schema: barcodeRefusedSchema },
      503: {
        description: "The code is unknown here and Open Food Facts can't be reached.",
        schema: barcodeRefusedSchema,
      },
    },
  }),
  analyzeImage: endpoint({
    method: "post",
    path: "/api/analyze-food-image",
    summary: "Estimate a meal's nutrition from a photo",
    description:
      "A JPEG, PNG or WebP photo of up to 8 MB in the multipart field `image_file`. Premium; 503 when AI is " +
      "not configured; 502 when the model fails.",
    tag,
    describedBody: { schema: imageUploadSchema, contentType: "multipart/form-data" },
    requires: "ai",
    writes: false,
    maxBodyBytes: IMAGE_UPLOAD_MAX_BYTES,
    tooLarge: IMAGE_TOO_LARGE,
    callsOutside: true,
    responses: {
      200: {
        description: "The model's estimate, for the log form.",
        schema: analyzeImageResultSchema,
        example: {
          success: true,
          message: "Analysis complete.",
          analysis: {
            food_name: "Spaghetti bolognese",
            estimated_calories: 620,
            serving_size: "1 plate (about 350 g)",
            confidence: 80,
            meal_suggestion: "dinner",
            description: "A plate of spaghetti with a minced beef and tomato sauce, topped with parmesan.",
            protein: 28.5,
            carbs: 78,
            fat: 19.2,
          },
        },
      },
    },
    throws: [502, 503],
  }),
};
