import { authedRoute } from "@/lib/api/handler";
import { CUSTOM_FOOD_NOT_FOUND, customFoodUpdateSchema } from "@/lib/custom-foods/schema";
import { deleteCustomFood, updateCustomFood } from "@/lib/custom-foods/service";

export const PUT = authedRoute(
  { params: { food_id: "uuid" }, notFound: CUSTOM_FOOD_NOT_FOUND, body: customFoodUpdateSchema },
  async ({ db, user, params, body }) => updateCustomFood(db, { userId: user.id, foodId: params.food_id!, input: body }),
);

export const DELETE = authedRoute(
  { params: { food_id: "uuid" }, notFound: CUSTOM_FOOD_NOT_FOUND },
  async ({ db, user, params }) =>
    (await deleteCustomFood(db, { userId: user.id, foodId: params.food_id! }))
      ? { detail: "Custom food deleted." }
      : null,
);
