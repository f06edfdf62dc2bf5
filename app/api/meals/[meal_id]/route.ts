import { authedRoute } from "@/lib/api/handler";
import { MEAL_NOT_FOUND, savedMealUpdateSchema } from "@/lib/food/meal-schema";
import { deleteSavedMeal, updateSavedMeal } from "@/lib/food/service";

const meal = { params: { meal_id: "uuid" }, notFound: MEAL_NOT_FOUND } as const;

export const PUT = authedRoute({ ...meal, body: savedMealUpdateSchema }, async ({ db, user, body, params }) =>
  updateSavedMeal(db, { userId: user.id, mealId: params.meal_id!, input: body }),
);

export const DELETE = authedRoute(meal, async ({ db, user, params }) =>
  (await deleteSavedMeal(db, { userId: user.id, mealId: params.meal_id! })) ? { detail: "Saved meal deleted." } : null,
);
