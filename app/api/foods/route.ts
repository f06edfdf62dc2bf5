import { authedRoute } from "@/lib/api/handler";
import { customFoodSchema } from "@/lib/custom-foods/schema";
import { createCustomFood, listCustomFoods } from "@/lib/custom-foods/service";

/** The user's own foods, by name. */
export const GET = authedRoute({}, async ({ db, user }) => listCustomFoods(db, { userId: user.id }));

export const POST = authedRoute({ body: customFoodSchema, status: 201 }, async ({ db, user, body }) =>
  createCustomFood(db, { userId: user.id, input: body }),
);
