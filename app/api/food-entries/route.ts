import { authedRoute } from "@/lib/api/handler";
import { createFoodEntry, getFoodEntriesByDate } from "@/lib/food/entries";
import { dateQuerySchema, foodEntryCreateSchema } from "@/lib/food/schema";
import { localDateIn } from "@/lib/time/dates";

/** The entries of `date_param` (default: today in the user's time zone). */
export const GET = authedRoute({ query: dateQuerySchema }, async ({ db, user, query }) =>
  getFoodEntriesByDate(db, { userId: user.id, date: query.date_param ?? localDateIn(user.time_zone) }),
);

export const POST = authedRoute({ body: foodEntryCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createFoodEntry(db, user, body),
);
