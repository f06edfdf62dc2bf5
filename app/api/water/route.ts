import { authedRoute } from "@/lib/api/handler";
import { localDateIn } from "@/lib/time/zones";
import { waterEntryCreateSchema, waterQuerySchema } from "@/lib/water/schema";
import { addWaterEntry, getWaterDay } from "@/lib/water/service";

/** The water of `date_param` (default: today in the user's time zone) against the user's target. */
export const GET = authedRoute({ query: waterQuerySchema }, async ({ db, user, query }) =>
  getWaterDay(db, {
    userId: user.id,
    date: query.date_param ?? localDateIn(user.time_zone),
    targetMl: user.water_target_ml,
  }),
);

export const POST = authedRoute({ body: waterEntryCreateSchema, status: 201 }, async ({ db, user, body }) =>
  addWaterEntry(db, user, body),
);
