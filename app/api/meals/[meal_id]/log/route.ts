import { authedRoute } from "@/lib/api/handler";
import { MEAL_NOT_FOUND, savedMealLogSchema } from "@/lib/food/meal-schema";
import { logSavedMeal } from "@/lib/food/service";

/** Logs every item of the meal as a food entry (201 with them), all or none. */
export const POST = authedRoute(
  { params: { meal_id: "uuid" }, notFound: MEAL_NOT_FOUND, body: savedMealLogSchema, status: 201 },
  async ({ db, user, body, params }) => logSavedMeal(db, user, { mealId: params.meal_id!, input: body }),
);
