import { authedRoute } from "@/lib/api/handler";
import { recipePreviewSchema } from "@/lib/recipes/schema";
import { previewRecipe } from "@/lib/recipes/service";

/** The ingredients as a recipe would store them, with the totals and one serving's figures; stores nothing. */
export const POST = authedRoute({ body: recipePreviewSchema, writes: false }, async ({ db, user, body }) =>
  previewRecipe(db, { userId: user.id, input: body }),
);
