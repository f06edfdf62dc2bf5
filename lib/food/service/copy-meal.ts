/** "Copy yesterday's breakfast": a meal of one day logged again on another, all or none. */
import "server-only";
import type { Db } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn } from "@/lib/time/zones";
import { futureDateMessage } from "@/lib/validation/future-date";
import type { FoodEntryView } from "../entries";
import { nothingLogged, SAME_DAY, type MealCopy } from "../meal-schema";
import { createFoodEntries } from "./diary";
import { entryOf, loggedMealItems } from "./saved-meals";

/**
 * Logs each entry of the meal `meal_type` of `from_date` again on `to_date` (default today in
 * the user's zone), as the same meal at the same time of day. Neither day may be after today;
 * a meal with nothing logged is a 400; the free plan's limit refuses the copy whole.
 */
export async function copyMeal(db: Db, user: SignedInUser, input: MealCopy): Promise<FoodEntryView[]> {
  const today = localDateIn(user.time_zone);
  if (input.from_date > today) throw ApiError.badRequest(futureDateMessage("From date"));
  if (input.to_date && input.to_date > today) throw ApiError.badRequest(futureDateMessage("To date"));
  const to = input.to_date ?? today;
  // the schema compares the two when both are sent; a missing to_date is today, known only here
  if (input.from_date === to) throw ApiError.badRequest(SAME_DAY);
  const items = await loggedMealItems(db, { userId: user.id, date: input.from_date, mealType: input.meal_type });
  if (items.length === 0) throw ApiError.badRequest(nothingLogged(input.meal_type, input.from_date));
  return createFoodEntries(db, user, {
    date: to,
    inputs: items.map(({ time, ...item }) => entryOf(item, input.meal_type, time)),
  });
}
