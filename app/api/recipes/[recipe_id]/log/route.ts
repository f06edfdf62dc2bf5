import { authedRoute } from "@/lib/api/handler";
import { RECIPE_NOT_FOUND, recipeLogSchema } from "@/lib/recipes/schema";
import { logRecipe } from "@/lib/recipes/service";

/** Logs servings of a recipe as one food entry: 201 with the entries created (a list, as a saved meal's log and a copy answer). */
export const POST = authedRoute(
  { params: { recipe_id: "uuid" }, notFound: RECIPE_NOT_FOUND, body: recipeLogSchema, status: 201 },
  async ({ db, user, params, body }) => logRecipe(db, user, { recipeId: params.recipe_id!, input: body }),
);
