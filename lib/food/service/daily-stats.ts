/** A day's totals (summed from its food entries), the calories its exercise burned, and its step count. */
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { dailyStats, exercises, foodEntries } from "@/db/schema";
import { localDateIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import { figuresBy, NUTRIENT_KEYS } from "../figures";
import { round1 } from "../format";
import type { dailyStatsSchema } from "../responses";
import { EXTRA_NUTRIENTS, roundNutrient, saltFromSodium } from "../nutrients";

/** The day's figures as `GET /api/daily-stats` answers them. */
export type DailyStats = output<typeof dailyStatsSchema>;

/** One round trip: the sums over the (user_id, date) indexes of food and exercise, and the day's steps. */
export async function getDailyStats(db: Db, { userId, date }: { userId: string; date: string }): Promise<DailyStats> {
  const mine = and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date));
  const [row] = await db
    .select({
      calories_consumed: sql<number>`coalesce(sum(${foodEntries.calories}), 0)::float8`.mapWith(Number),
      ...figuresBy(NUTRIENT_KEYS, (key) => sql<number>`coalesce(sum(${foodEntries[key]}), 0)::float8`.mapWith(Number)),
      entry_count: sql<number>`count(*)::int`.mapWith(Number),
      // count(column) skips nulls: the entries that state the nutrient
      fiber_known: sql<number>`count(${foodEntries.fiber})::int`.mapWith(Number),
      sugar_known: sql<number>`count(${foodEntries.sugar})::int`.mapWith(Number),
      saturated_fat_known: sql<number>`count(${foodEntries.saturated_fat})::int`.mapWith(Number),
      sodium_mg_known: sql<number>`count(${foodEntries.sodium_mg})::int`.mapWith(Number),
      steps: sql<number>`coalesce((select ${dailyStats.steps} from ${dailyStats} where ${and(
        eq(dailyStats.user_id, userId),
        eq(dailyStats.date, date),
      )}), 0)::int`.mapWith(Number),
      calories_burned: sql<number>`(select coalesce(sum(${exercises.calories_burned}), 0) from ${exercises} where ${and(
        eq(exercises.user_id, userId),
        eq(exercises.date, date),
      )})::float8`.mapWith(Number),
    })
    .from(foodEntries)
    .where(mine);
  // an aggregate without GROUP BY answers one row, even over no entries
  const r = row!;
  const unknown = figuresBy(EXTRA_NUTRIENTS, (n) => r.entry_count - r[`${n}_known`]);
  return {
    date,
    steps: r.steps,
    calories_consumed: round1(r.calories_consumed),
    ...figuresBy(NUTRIENT_KEYS, (key) => roundNutrient(key, r[key])),
    salt_g: saltFromSodium(r.sodium_mg),
    entry_count: r.entry_count,
    unknown_entries: unknown,
    calories_burned: round1(r.calories_burned),
    net_calories: round1(r.calories_consumed - r.calories_burned),
  };
}

/**
 * Records (or replaces) the steps of one day, today in the user's zone when no date is given;
 * answers the day recorded. A day after today there is refused.
 */
export async function setSteps(
  db: Db,
  { userId, timeZone, date: given, steps }: { userId: string; timeZone: string; date?: string | null; steps: number },
): Promise<string> {
  assertNotFuture(given, timeZone);
  const date = given ?? localDateIn(timeZone);
  await db
    .insert(dailyStats)
    .values({ user_id: userId, date, steps })
    .onConflictDoUpdate({ target: [dailyStats.user_id, dailyStats.date], set: { steps, updated_at: new Date() } });
  return date;
}
