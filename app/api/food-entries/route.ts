import { route, jsonRead } from "@/lib/api/handler";
import { createFoodEntry, foodDayJson, signedInFoodDayJson } from "@/lib/food/service";
import { localDateIn } from "@/lib/time/zones";
import { foodEndpoints } from "@/lib/openapi/paths/food";

/** The entries of `date_param` (default: today in the user's time zone), the sign-in checked in the same statement. */
export const GET = jsonRead(
  foodEndpoints.listEntries,
  ({ db, user: credential, query }) => signedInFoodDayJson(db, credential, query.date_param),
  ({ db, owner, query }) =>
    foodDayJson(db, { userId: owner.id, date: query.date_param ?? localDateIn(owner.time_zone) }),
);

export const POST = route(foodEndpoints.createEntry, async ({ db, user, body }) => createFoodEntry(db, user, body));
