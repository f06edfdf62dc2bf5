/** What the recipe tests share: the routes called with a token, and the stored rows read back. */
import { eq } from "drizzle-orm";
import { POST as createFood } from "@/app/api/foods/route";
import { DELETE as removeRecipe, PUT as updateRecipe } from "@/app/api/recipes/[recipe_id]/route";
import { POST as logRecipe } from "@/app/api/recipes/[recipe_id]/log/route";
import { GET as listRecipes, POST as createRecipe } from "@/app/api/recipes/route";
import { getDb } from "@/db/client";
import { foodEntries, recipes } from "@/db/schema";
import { call } from "../../support/api";

export type Nutrition = Record<
  "calories" | "protein" | "carbs" | "fat" | "fiber" | "sugar" | "saturated_fat" | "sodium_mg",
  number | null
>;
export type Ingredient = Record<string, unknown> & { amount: number };
export type Recipe = {
  recipe_id: string;
  name: string;
  servings: number;
  ingredients: Ingredient[];
  totals: Nutrition;
  per_serving: Nutrition;
};

export const api = (token: string) => ({
  createFood: (body: Record<string, unknown>) => call<{ food_id: string }>(createFood, { token, body }),
  create: (body: unknown) => call<Recipe & { detail?: string }>(createRecipe, { token, body }),
  list: () => call<Recipe[]>(listRecipes, { token }),
  update: (id: string, body: unknown) =>
    call<Recipe & { detail?: string }>(updateRecipe, { token, method: "PUT", params: { recipe_id: id }, body }),
  remove: (id: string) =>
    call<{ detail: string }>(removeRecipe, { token, method: "DELETE", params: { recipe_id: id } }),
  log: (id: string, body: unknown) =>
    call<Record<string, unknown>[] & { detail?: string }>(logRecipe, {
      token,
      params: { recipe_id: id },
      body,
    }),
});

export async function storedRecipes(userId: string) {
  const db = await getDb();
  return db.select().from(recipes).where(eq(recipes.user_id, userId));
}

export async function storedEntries(userId: string) {
  const db = await getDb();
  return db.select().from(foodEntries).where(eq(foodEntries.user_id, userId));
}

/** One serving's figures with nothing known beyond calories. */
export const unknownBeyond = (calories: number): Nutrition => ({
  calories,
  protein: null,
  carbs: null,
  fat: null,
  fiber: null,
  sugar: null,
  saturated_fat: null,
  sodium_mg: null,
});
