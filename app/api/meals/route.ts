import { authedRoute } from "@/lib/api/handler";
import { savedMealCreateSchema } from "@/lib/food/meal-schema";
import { createSavedMeal, listSavedMeals } from "@/lib/food/service";

/** The user's saved meals, by name. */
export const GET = authedRoute({}, async ({ db, user }) => listSavedMeals(db, { userId: user.id }));

/** Saves a meal of a day from the diary, or the items given. */
export const POST = authedRoute({ body: savedMealCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createSavedMeal(db, user, body),
);
