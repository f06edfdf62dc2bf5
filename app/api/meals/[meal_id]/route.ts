import { route } from "@/lib/api/handler";
import { deleteSavedMeal, updateSavedMeal } from "@/lib/food/service";
import { mealsEndpoints } from "@/lib/openapi/paths/meals";

export const PUT = route(mealsEndpoints.update, async ({ db, user, body, params }) =>
  updateSavedMeal(db, { userId: user.id, mealId: params.meal_id, input: body }),
);

export const DELETE = route(mealsEndpoints.remove, async ({ db, user, params }) =>
  (await deleteSavedMeal(db, { userId: user.id, mealId: params.meal_id })) ? { detail: "Saved meal deleted." } : null,
);
