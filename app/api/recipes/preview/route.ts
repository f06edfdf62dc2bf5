import { route } from "@/lib/api/handler";
import { previewRecipe } from "@/lib/recipes/service";
import { recipesEndpoints } from "@/lib/openapi/paths/recipes";

/** The ingredients as a recipe would store them, with the totals and one serving's figures; stores nothing. */
export const POST = route(recipesEndpoints.preview, async ({ db, user, body }) =>
  previewRecipe(db, { userId: user.id, input: body }),
);
