import { authedRoute } from "@/lib/api/handler";
import { recipeSchema } from "@/lib/recipes/schema";
import { createRecipe, listRecipes } from "@/lib/recipes/service";

/** The user's recipes by name, each with its totals and one serving's figures. */
export const GET = authedRoute({}, async ({ db, user }) => listRecipes(db, { userId: user.id }));

export const POST = authedRoute({ body: recipeSchema, status: 201 }, async ({ db, user, body }) =>
  createRecipe(db, { userId: user.id, input: body }),
);
