import { authedRoute } from "@/lib/api/handler";
import { searchQuerySchema } from "@/lib/food/schema";
import { searchFoods } from "@/lib/food/service";

/** GET ?q= → { results }: the user's own foods first, then products. */
export const GET = authedRoute({ query: searchQuerySchema }, async ({ db, user, query }) => ({
  results: await searchFoods(db, { userId: user.id, q: query.q }),
}));
