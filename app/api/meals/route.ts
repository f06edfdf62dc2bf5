import { route } from "@/lib/api/handler";
import { createSavedMeal, listSavedMeals } from "@/lib/food/service";
import { mealsEndpoints } from "@/lib/openapi/paths/meals";

/** The user's saved meals, by name. */
export const GET = route(mealsEndpoints.list, async ({ db, user }) => listSavedMeals(db, { userId: user.id }));

/** Saves a meal of a day from the diary, or the items given. */
export const POST = route(mealsEndpoints.create, async ({ db, user, body }) => createSavedMeal(db, user, body));
