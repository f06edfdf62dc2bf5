/**
 * The recipe form's values and what it sends: each ingredient row is a picked food (one of the
 * user's or a product, its figures read from the API) or a typed one. Pure, so a test can hold
 * the form's messages to the API's.
 */
import type { RecipeIngredient } from "@/db/schema";
import type { CustomFoodView } from "@/lib/food/custom-foods/service";
import { nameWithBrand } from "@/lib/food/format";
import { nutritionTotals, roundNutrition, scaleNutrition, type Nutrition } from "@/lib/recipes/nutrition";
import { ingredientSchema } from "@/lib/recipes/schema";
import type { RecipeView } from "@/lib/recipes/service";
import { formNumber, readNumber } from "@/lib/validation/common";
import { validate, type FieldErrors } from "@/lib/validation/issues";

type Extras = Pick<Nutrition, "fiber" | "sugar" | "saturated_fat" | "sodium_mg">;
const NO_EXTRAS: Extras = { fiber: null, sugar: null, saturated_fat: null, sodium_mg: null };

export type IngredientRow = {
  key: string;
  /** Where a picked food's figures come from; null for a typed one. */
  ref: { food_id: string } | { product_id: string } | null;
  food_name: string;
  serving_size: string | null;
  /** One serving's figures of a picked food, as the API reads them; null until they are read. */
  known: Nutrition | null;
  /** A typed food's figures, as typed. */
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  /** What a typed food brought along (from a suggestion or the saved recipe): not typed here. */
  extras: Extras;
  amount: string;
};

export type RecipeValues = { name: string; servings: string; rows: IngredientRow[] };

let counter = 0;
const newKey = () => `ingredient-${++counter}`;
const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

function figuresOf(n: Nutrition): Nutrition {
  return {
    calories: n.calories,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    saturated_fat: n.saturated_fat,
    sodium_mg: n.sodium_mg,
  };
}

/** A typed row, from a name (and, from a suggestion, its figures for one serving). */
export function typedRow(food_name = "", from?: Partial<Nutrition> & { serving_size?: string | null }): IngredientRow {
  return {
    key: newKey(),
    ref: null,
    food_name,
    serving_size: from?.serving_size ?? null,
    known: null,
    calories: text(from?.calories),
    protein: text(from?.protein),
    carbs: text(from?.carbs),
    fat: text(from?.fat),
    extras: {
      fiber: from?.fiber ?? null,
      sugar: from?.sugar ?? null,
      saturated_fat: from?.saturated_fat ?? null,
      sodium_mg: from?.sodium_mg ?? null,
    },
    amount: "1",
  };
}

/** A row of one of the user's foods: its figures are already known. */
export function foodRow(f: CustomFoodView): IngredientRow {
  return {
    ...typedRow(nameWithBrand(f.food_name, f.brand)),
    ref: { food_id: f.food_id },
    serving_size: f.serving_size,
    known: figuresOf(f),
  };
}

/** What a search offers: the extended search names where a suggestion comes from and its id. */
export type PickedSuggestion = Partial<Nutrition> & {
  source: string;
  id?: string | null;
  barcode?: string | null;
  food_name: string;
  brand?: string | null;
  serving_size?: string | null;
  unit?: string;
  calories: number;
};

/**
 * A suggestion as a row: one of the user's foods or a product refers to it (its figures are read
 * from the API, per the product's own basis); anything else (a food from the diary's history) is
 * typed with the suggestion's figures for one serving.
 */
export function suggestionRow(s: PickedSuggestion): IngredientRow {
  const name = nameWithBrand(s.food_name, s.brand);
  if (s.source === "custom" && s.id) return { ...typedRow(name), ref: { food_id: s.id } };
  const productId = s.source === "product" ? (s.id ?? s.barcode) : null;
  if (productId) return { ...typedRow(name), ref: { product_id: productId } };
  return typedRow(name, { ...s, serving_size: s.serving_size ?? (s.unit && s.unit !== "serving" ? s.unit : null) });
}

/** A picked row once the API has read its figures. */
export function withKnown(row: IngredientRow, read: RecipeIngredient): IngredientRow {
  return { ...row, food_name: read.food_name, serving_size: read.serving_size, known: figuresOf(read) };
}

/** A saved recipe's values: its ingredients as rows, picked ones with the figures stored. */
export function recipeValues(recipe: RecipeView | null): RecipeValues {
  if (!recipe) return { name: "", servings: "1", rows: [] };
  const rows = recipe.ingredients.map((i): IngredientRow => {
    const ref = i.food_id ? { food_id: i.food_id } : i.product_id ? { product_id: i.product_id } : null;
    const row = { ...typedRow(i.food_name, i), amount: String(i.amount) };
    return ref ? { ...row, ref, known: figuresOf(i) } : row;
  });
  return { name: recipe.name, servings: String(recipe.servings), rows };
}

function ingredientPayload(r: IngredientRow) {
  const amount = formNumber(r.amount);
  if (r.ref) return { ...r.ref, amount };
  return {
    food_name: r.food_name,
    serving_size: r.serving_size,
    calories: formNumber(r.calories),
    protein: formNumber(r.protein) ?? null,
    carbs: formNumber(r.carbs) ?? null,
    fat: formNumber(r.fat) ?? null,
    ...r.extras,
    amount,
  };
}

/** What the form sends: the name, servings and each row; a blank figure of a typed food is unknown. */
export function recipePayload(v: RecipeValues) {
  return { name: v.name, servings: formNumber(v.servings), ingredients: v.rows.map(ingredientPayload) };
}

/** The key of a row's field in the form's messages: `ingredients.<index>.<field>`. */
export const rowField = (index: number, field: string) => `ingredients.${index}.${field}`;

/** Each row's messages, beside its own fields, in the words the API would use. */
export function ingredientErrors(payload: ReturnType<typeof recipePayload>): FieldErrors {
  const errors: FieldErrors = {};
  payload.ingredients.forEach((ingredient, i) => {
    const checked = validate(ingredientSchema, ingredient);
    if (!checked.ok)
      for (const [field, message] of Object.entries(checked.errors)) errors[rowField(i, field)] = message;
  });
  return errors;
}

/** One serving's figures of a row as far as they read; a picked row not yet read counts nothing. */
function rowFigures(r: IngredientRow): Nutrition & { amount: number } {
  const amount = Math.max(readNumber(r.amount) ?? 0, 0);
  if (r.ref) return { ...(r.known ?? { calories: 0, protein: null, carbs: null, fat: null, ...NO_EXTRAS }), amount };
  const figure = (t: string) => {
    const n = readNumber(t);
    return n === null || n < 0 ? null : n;
  };
  return {
    calories: figure(r.calories) ?? 0,
    protein: figure(r.protein),
    carbs: figure(r.carbs),
    fat: figure(r.fat),
    ...r.extras,
    amount,
  };
}

/** The figures as the user types: the whole recipe's, and one serving's when the servings read. */
export function liveNutrition(v: RecipeValues): { totals: Nutrition; perServing: Nutrition | null } {
  const totals = nutritionTotals(v.rows.map(rowFigures));
  const servings = readNumber(v.servings);
  return {
    totals: roundNutrition(totals),
    perServing: servings !== null && servings > 0 ? roundNutrition(scaleNutrition(totals, 1 / servings)) : null,
  };
}
