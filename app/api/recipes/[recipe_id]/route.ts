import { route } from "@/lib/api/handler";
import { deleteRecipe, updateRecipe } from "@/lib/recipes/service";
import { recipesEndpoints } from "@/lib/openapi/paths/recipes";

export const PUT = route(recipesEndpoints.update, async ({ db, user, params, body }) =>
  updateRecipe(db, { userId: user.id, recipeId: params.recipe_id, input: body }),
);

export const DELETE = route(recipesEndpoints.remove, async ({ db, user, params }) =>
  (await deleteRecipe(db, { userId: user.id, recipeId: params.recipe_id })) ? { detail: "Recipe deleted." } : null,
);
