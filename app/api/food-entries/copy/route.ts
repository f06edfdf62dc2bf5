import { authedRoute } from "@/lib/api/handler";
import { mealCopySchema } from "@/lib/food/meal-schema";
import { copyMeal } from "@/lib/food/service";

/** Logs a meal of one day again on another (201 with the entries created), all or none. */
export const POST = authedRoute({ body: mealCopySchema, status: 201 }, async ({ db, user, body }) =>
  copyMeal(db, user, body),
);
