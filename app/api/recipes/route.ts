import { route } from "@/lib/api/handler";
import { createRecipe, listRecipes } from "@/lib/recipes/service";
import { recipesEndpoints } from "@/lib/openapi/paths/recipes";

/** The user's recipes by name, each with its totals and one serving's figures. */
export const GET = route(recipesEndpoints.list, async ({ db, user }) => listRecipes(db, { userId: user.id }));

export const POST = route(recipesEndpoints.create, async ({ db, user, body }) =>
  createRecipe(db, { userId: user.id, input: body }),
);
