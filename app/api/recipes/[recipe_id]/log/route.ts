import { route } from "@/lib/api/handler";
import { logRecipe } from "@/lib/recipes/service";
import { recipesEndpoints } from "@/lib/openapi/paths/recipes";

/** Logs servings of a recipe as one food entry: 201 with the entries created (a list, as a saved meal's log and a copy answer). */
export const POST = route(recipesEndpoints.log, async ({ db, user, params, body }) =>
  logRecipe(db, user, { recipeId: params.recipe_id, input: body }),
);
