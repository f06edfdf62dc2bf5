import { route } from "@/lib/api/handler";
import { copyMeal } from "@/lib/food/service";
import { foodEndpoints } from "@/lib/openapi/paths/food";

/** Logs a meal of one day again on another (201 with the entries created), all or none. */
export const POST = route(foodEndpoints.copyMeal, async ({ db, user, body }) => copyMeal(db, user, body));
