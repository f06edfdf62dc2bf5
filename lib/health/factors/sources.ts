/**
 * The factor analysis' reads of food ingredients and weather (read only): the food factors of
 * each day from the user's entries with a barcode joined to the products' Open Food Facts tags,
 * and the day-to-day pressure change from `weather_days`. Each statement is prepared once.
 */
import "server-only";
import { and, eq, gte, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { preparedFor } from "@/db/prepared";
import { foodEntries, products, weatherDays } from "@/db/schema";
import { foodFactorKeys } from "@/lib/migraine/food-factors";
import { addDays } from "@/lib/time/dates";
import type { DiaryInput } from "./analysis";

const reads = preparedFor((db) => ({
  // each product once a day: the factors are a day's, however often it was eaten
  foodTags: db
    .selectDistinct({
      date: foodEntries.date,
      ingredients: products.ingredients_tags,
      additives: products.additives_tags,
    })
    .from(foodEntries)
    .innerJoin(products, eq(products.barcode, foodEntries.barcode))
    .where(
      and(
        eq(foodEntries.user_id, sql.placeholder("userId")),
        gte(foodEntries.date, sql.placeholder("start")),
        lte(foodEntries.date, sql.placeholder("today")),
        or(isNotNull(products.ingredients_tags), isNotNull(products.additives_tags)),
      ),
    )
    .prepare("vitalog_factors_food_tags"),
  weather: db
    .select({ date: weatherDays.date, pressure_change_hpa: weatherDays.pressure_change_hpa })
    .from(weatherDays)
    .where(
      and(
        eq(weatherDays.user_id, sql.placeholder("userId")),
        gte(weatherDays.date, sql.placeholder("start")),
        lte(weatherDays.date, sql.placeholder("today")),
      ),
    )
    .prepare("vitalog_factors_weather"),
}));

/**
 * Days with food entries of products that have ingredient data, each with the food factors
 * of any of them (a day has a factor when any entry that day does), from `start` to `today`.
 */
export async function loadFoodFactorDays(
  db: Db,
  { userId, start, today }: { userId: string; start: string; today: string },
): Promise<NonNullable<DiaryInput["foodFactors"]>> {
  const rows = await reads(db).foodTags.execute({ userId, start, today });
  const byDate = new Map<string, Set<string>>();
  for (const r of rows) {
    const keys = byDate.get(r.date) ?? new Set<string>();
    for (const k of foodFactorKeys(r.ingredients, r.additives)) keys.add(k);
    byDate.set(r.date, keys);
  }
  return [...byDate].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, keys]) => ({ date, keys: [...keys] }));
}

/**
 * The pressure change of each day from the day before `start` to `today`: the day before
 * lets the first day of the window be compared with the weather that preceded it.
 */
export async function loadWeatherDays(
  db: Db,
  { userId, start, today }: { userId: string; start: string; today: string },
): Promise<NonNullable<DiaryInput["weather"]>> {
  return reads(db).weather.execute({ userId, start: addDays(start, -1), today });
}
