import { route } from "@/lib/api/handler";
import { searchFoods } from "@/lib/food/service";
import { foodEndpoints } from "@/lib/openapi/paths/food";

/** GET ?q= → { results }: the user's own foods first, then products. */
export const GET = route(foodEndpoints.search, async ({ db, user, query }) => ({
  results: await searchFoods(db, { userId: user.id, q: query.q }),
}));
