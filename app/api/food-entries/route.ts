import { findSignedIn } from "@/lib/account/sessions";
import { authedRoute, signedInJsonRead } from "@/lib/api/handler";
import { createFoodEntry, foodDayJson, signedInFoodDayJson } from "@/lib/food/entries";
import { dateQuerySchema, foodEntryCreateSchema } from "@/lib/food/schema";
import { localDateIn } from "@/lib/time/dates";

/**
 * The entries of `date_param`: the sign-in and the day in one statement. Without it, today
 * in the user's time zone, which needs the user first.
 */
export const GET = signedInJsonRead({ query: dateQuerySchema }, async ({ db, user: credential, query }) => {
  if (query.date_param) return signedInFoodDayJson(db, credential, query.date_param);
  const user = await findSignedIn(db, credential);
  if (!user) return null;
  return { userId: user.id, json: await foodDayJson(db, { userId: user.id, date: localDateIn(user.time_zone) }) };
});

export const POST = authedRoute({ body: foodEntryCreateSchema, status: 201 }, async ({ db, user, body }) =>
  createFoodEntry(db, user, body),
);
