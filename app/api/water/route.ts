import { route } from "@/lib/api/handler";
import { localDateIn } from "@/lib/time/zones";
import { addWaterEntry, getWaterDay } from "@/lib/water/service";
import { waterEndpoints } from "@/lib/openapi/paths/water";

/** The water of `date_param` (default: today in the user's time zone) against the user's target. */
export const GET = route(waterEndpoints.day, async ({ db, user, query }) =>
  getWaterDay(db, {
    userId: user.id,
    date: query.date_param ?? localDateIn(user.time_zone),
    targetMl: user.water_target_ml,
  }),
);

export const POST = route(waterEndpoints.add, async ({ db, user, body }) => addWaterEntry(db, user, body));
