import { route } from "@/lib/api/handler";
import { createCustomFood, listCustomFoods } from "@/lib/food/custom-foods/service";
import { customFoodsEndpoints } from "@/lib/openapi/paths/custom-foods";

/** The user's own foods, by name. */
export const GET = route(customFoodsEndpoints.list, async ({ db, user }) => listCustomFoods(db, { userId: user.id }));

export const POST = route(customFoodsEndpoints.create, async ({ db, user, body }) =>
  createCustomFood(db, { userId: user.id, input: body }),
);
