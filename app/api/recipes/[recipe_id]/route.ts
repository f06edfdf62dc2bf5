import { authedRoute } from "@/lib/api/handler";
import { RECIPE_NOT_FOUND, recipeSchema } from "@/lib/recipes/schema";
import { deleteRecipe, updateRecipe } from "@/lib/recipes/service";

export const PUT = authedRoute(
  { params: { recipe_id: "uuid" }, notFound: RECIPE_NOT_FOUND, body: recipeSchema },
  async ({ db, user, params, body }) => updateRecipe(db, { userId: user.id, recipeId: params.recipe_id!, input: body }),
);

export const DELETE = authedRoute(
  { params: { recipe_id: "uuid" }, notFound: RECIPE_NOT_FOUND },
  async ({ db, user, params }) =>
    (await deleteRecipe(db, { userId: user.id, recipeId: params.recipe_id! })) ? { detail: "Recipe deleted." } : null,
);
