import { authedRoute, signedInJsonRead } from "@/lib/api/handler";
import { dateQuerySchema, foodEntryCreateSchema } from "@/lib/food/schema";
import { createFoodEntry, foodDayJson, signedInFoodDayJson } from "@/lib/food/service";
import { localDateIn } from "@/lib/time/zones";

/** The entries of `date_param` (default: today in the user's time zone), the sign-in checked in the same statement. */
export const GET = signedInJsonRead(
  { query: dateQuerySchema, sharedArea: "food" },
  ({ db, user: credential, query }) => signedInFoodDayJson(db, credential, query.date_param),
  ({ db, owner, query }) =>
    foodDayJson(db, { userId: owner.id, date: query.date_param ?? localDateIn(owner.time_zone) }),
);

export const POST = authedRoute({ body: foodEntryCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createFoodEntry(db, user, body),
);
