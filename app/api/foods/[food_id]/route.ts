import { route } from "@/lib/api/handler";
import { deleteCustomFood, updateCustomFood } from "@/lib/food/custom-foods/service";
import { customFoodsEndpoints } from "@/lib/openapi/paths/custom-foods";

export const PUT = route(customFoodsEndpoints.update, async ({ db, user, params, body }) =>
  updateCustomFood(db, { userId: user.id, foodId: params.food_id, input: body }),
);

export const DELETE = route(customFoodsEndpoints.remove, async ({ db, user, params }) =>
  (await deleteCustomFood(db, { userId: user.id, foodId: params.food_id })) ? { detail: "Custom food deleted." } : null,
);
