/**
 * A user's recipes: ingredients for a number of servings, their totals and one serving's
 * nutrition, and logging servings of one to the diary. Every query is scoped by the user's id.
 */
import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import * as z from "zod/mini";
import type { Db } from "@/db/client";
import { recipes } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { figuresBy, MACRO_KEYS } from "@/lib/food/figures";
import { mealForTime } from "@/lib/food/meal-time";
import { foodEntryCreateSchema } from "@/lib/food/schema";
import { createFoodEntries, type FoodEntryView } from "@/lib/food/service";
import { localTimeIn } from "@/lib/time/zones";
import { issueDetail } from "@/lib/validation/issues";
import { resolveIngredients } from "./ingredients";
import { recipeNutrition, scaleNutrition, nutritionTotals, roundNutrition } from "./nutrition";
import type { recipeViewSchema } from "./responses";
import type { RecipeInput, RecipeLogInput, RecipePreviewInput } from "./schema";

/** A saved recipe as its calls answer it. */
export type RecipeView = z.output<typeof recipeViewSchema>;

const columns = {
  recipe_id: recipes.recipe_id,
  name: recipes.name,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
};

type Row = Pick<typeof recipes.$inferSelect, keyof typeof columns>;

function view(row: Row): RecipeView {
  return { ...row, ...recipeNutrition(row.ingredients, row.servings) };
}

const ofUser = (userId: string, recipeId: string) => and(eq(recipes.user_id, userId), eq(recipes.recipe_id, recipeId));

/** The user's recipes by name. */
export async function listRecipes(db: Db, { userId }: { userId: string }): Promise<RecipeView[]> {
  const rows = await db
    .select(columns)
    .from(recipes)
    .where(eq(recipes.user_id, userId))
    .orderBy(asc(sql`lower(${recipes.name})`), asc(recipes.created_at));
  return rows.map(view);
}

async function findRecipe(db: Db, userId: string, recipeId: string): Promise<Row | null> {
  const [row] = await db.select(columns).from(recipes).where(ofUser(userId, recipeId));
  return row ?? null;
}

/** What a recipe would be, resolved and computed, without storing anything (the form's figures). */
export async function previewRecipe(
  db: Db,
  { userId, input }: { userId: string; input: RecipePreviewInput },
): Promise<Omit<RecipeView, "recipe_id" | "name">> {
  const ingredients = await resolveIngredients(db, { userId, ingredients: input.ingredients });
  return { servings: input.servings, ingredients, ...recipeNutrition(ingredients, input.servings) };
}

export async function createRecipe(
  db: Db,
  { userId, input }: { userId: string; input: RecipeInput },
): Promise<RecipeView> {
  const ingredients = await resolveIngredients(db, { userId, ingredients: input.ingredients });
  const [created] = await db
    .insert(recipes)
    .values({ user_id: userId, name: input.name, servings: input.servings, ingredients })
    .returning(columns);
  return view(created!);
}

/**
 * Replaces a recipe's name, servings and ingredients; the figures of its foods and products are
 * read again. Null when the id names none of the user's recipes.
 */
export async function updateRecipe(
  db: Db,
  { userId, recipeId, input }: { userId: string; recipeId: string; input: RecipeInput },
): Promise<RecipeView | null> {
  const ingredients = await resolveIngredients(db, { userId, ingredients: input.ingredients });
  const [updated] = await db
    .update(recipes)
    .set({ name: input.name, servings: input.servings, ingredients, updated_at: new Date() })
    .where(ofUser(userId, recipeId))
    .returning(columns);
  return updated ? view(updated) : null;
}

export async function deleteRecipe(db: Db, { userId, recipeId }: { userId: string; recipeId: string }) {
  const deleted = await db.delete(recipes).where(ofUser(userId, recipeId)).returning({ id: recipes.recipe_id });
  return deleted.length > 0;
}

/**
 * Logs `servings` servings of a recipe as one food entry named after it (quantity N, unit
 * "serving", N servings' figures) on `date` and `meal_type`, through the diary's all-or-none
 * write with the free plan's daily limit. Null when the id names none of the user's recipes.
 */
export async function logRecipe(
  db: Db,
  user: SignedInUser,
  { recipeId, input }: { recipeId: string; input: RecipeLogInput },
): Promise<FoodEntryView[] | null> {
  const recipe = await findRecipe(db, user.id, recipeId);
  if (!recipe) return null;
  const figures = roundNutrition(scaleNutrition(nutritionTotals(recipe.ingredients), input.servings / recipe.servings));
  // the entry meets every rule of a typed one (a huge recipe logged many times can pass a limit)
  const entry = z.safeParse(foodEntryCreateSchema, {
    food_name: recipe.name,
    ...figures,
    ...figuresBy(MACRO_KEYS, (key) => figures[key] ?? 0),
    quantity: input.servings,
    unit: "serving",
    meal_type: input.meal_type ?? mealForTime(localTimeIn(user.time_zone)),
    date: input.date,
  });
  if (!entry.success) throw ApiError.badRequest(issueDetail(entry.error));
  return createFoodEntries(db, user, { date: input.date, inputs: [entry.data] });
}
