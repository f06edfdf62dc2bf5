import { route } from "@/lib/api/handler";
import { logSavedMeal } from "@/lib/food/service";
import { mealsEndpoints } from "@/lib/openapi/paths/meals";

/** Logs every item of the meal as a food entry (201 with them), all or none. */
export const POST = route(mealsEndpoints.log, async ({ db, user, body, params }) =>
  logSavedMeal(db, user, { mealId: params.meal_id, input: body }),
);
