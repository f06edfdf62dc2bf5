/** Payloads of the food calls (spec sections 3, 5 and 7), shared by the forms and the handlers. */
import { z } from "zod";
import { isCalendarDate } from "@/lib/time/dates";
import { MEAL_TYPES, UNITS, MAX_CALORIES, MAX_GRAMS } from "./fields";

export * from "./fields";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isoDate = z
  .string()
  .regex(DATE, "Dates are YYYY-MM-DD")
  .refine(isCalendarDate, "Not a real date")
  // Postgres has no year 0, and no one logs a meal in 1066
  .refine((s) => s >= "1900-01-01", "Dates are from 1900 on");

const foodName = z
  .string({ error: "Food name is required" })
  .trim()
  .min(1, "Food name is required")
  .max(200, "Food name is at most 200 characters");

const calories = z
  .number({ error: "Calories must be a number" })
  .finite("Calories must be a number")
  .min(0, "Calories cannot be negative")
  .max(MAX_CALORIES, `Calories must be at most ${MAX_CALORIES}`);

const grams = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_GRAMS, `${label} must be at most ${MAX_GRAMS} g`);

const mealType = z.enum(MEAL_TYPES, { error: `Meal type must be one of ${MEAL_TYPES.join(", ")}` });
const unit = z.enum(UNITS, { error: `Unit must be one of ${UNITS.join(", ")}` });
const quantity = z
  .number({ error: "Quantity must be a number" })
  .finite("Quantity must be a number")
  .min(0.1, "Quantity must be at least 0.1")
  .max(1000, "Quantity must be at most 1000");
const servingSize = z
  .string()
  .trim()
  .max(100, "Serving size is at most 100 characters")
  .nullish()
  .transform((v) => (v ? v : null));

export const foodEntryCreateSchema = z.object({
  food_name: foodName,
  calories,
  meal_type: mealType.default("breakfast"),
  serving_size: servingSize,
  quantity: quantity.default(1),
  unit: unit.default("serving"),
  protein: grams("Protein").default(0),
  carbs: grams("Carbs").default(0),
  fat: grams("Fat").default(0),
  date: isoDate.optional(),
  time: z.string().regex(TIME, "Time is HH:MM").optional(),
});
export type FoodEntryCreate = z.output<typeof foodEntryCreateSchema>;

export const foodEntryUpdateSchema = z
  .object({
    food_name: foodName,
    quantity,
    unit,
    calories,
    meal_type: mealType,
    serving_size: servingSize,
    protein: grams("Protein"),
    carbs: grams("Carbs"),
    fat: grams("Fat"),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update");
export type FoodEntryUpdate = z.output<typeof foodEntryUpdateSchema>;

export const dateQuerySchema = z.object({ date_param: isoDate.optional() });

export const stepsSchema = z.object({
  date: isoDate.optional(),
  steps: z
    .number({ error: "Steps must be a whole number" })
    .int("Steps must be a whole number")
    .min(0, "Steps cannot be negative")
    .max(200_000, "Steps must be at most 200000"),
});

export const barcodeBodySchema = z.object({
  // a client may send the digits as a JSON number; leading zeros are then already lost
  barcode: z.preprocess(
    (v) => (typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v),
    z.string({ error: "Barcode is required" }).trim().min(1, "Barcode is required").max(64, "Barcode is too long"),
  ),
});

export const searchQuerySchema = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(100, "Search is at most 100 characters"),
});

/** The values a picked product, a scan or a photo result put into the log form. */
export const prefillSchema = z.object({
  food_name: z.string().max(200),
  calories: z.number().min(0).max(MAX_CALORIES),
  meal_type: mealType.optional(),
  serving_size: z.string().max(100).nullish(),
  protein: z.number().min(0).max(MAX_GRAMS).optional(),
  carbs: z.number().min(0).max(MAX_GRAMS).optional(),
  fat: z.number().min(0).max(MAX_GRAMS).optional(),
  quantity: z.number().min(0.1).max(1000).optional(),
  unit: unit.optional(),
});
export type Prefill = z.output<typeof prefillSchema>;
