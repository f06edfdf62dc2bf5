/** Helpers of the saved-meal and copy tests: users, logged entries, what a day holds. */
import { and, eq } from "drizzle-orm";
import { POST as create } from "@/app/api/food-entries/route";
import { getDb } from "@/db/client";
import { foodEntries, savedMeals, users } from "@/db/schema";
import type { ApiResult } from "@/lib/api-client/contract";
import { call, registerUser } from "../../support/api";

type FoodEntry = ApiResult<"/api/food-entries", "post">;

export const ZONE = "Europe/Berlin";

/** A user on the free plan (5 food entries a day) or on the trial (no limit). */
export async function userOn(plan: "free" | "trial" = "trial", overrides: Record<string, unknown> = {}) {
  const u = await registerUser({ time_zone: ZONE, ...overrides });
  if (plan === "free") {
    const db = await getDb();
    await db
      .update(users)
      .set({ subscription_status: "free", subscription_end_date: null })
      .where(eq(users.id, u.user.id));
  }
  return u;
}

export async function logFood(token: string, body: Record<string, unknown>): Promise<FoodEntry> {
  const res = await call<FoodEntry>(create, { token, body });
  if (res.status !== 201) throw new Error(`logging failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The user's entries of a day as [meal, name, calories, time], in the order they were eaten. */
export async function dayOf(userId: string, date: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date)))
    .orderBy(foodEntries.time, foodEntries.food_name);
  return rows.map((r) => [r.meal_type, r.food_name, r.calories, r.time]);
}

export async function countEntries(userId: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(foodEntries).where(eq(foodEntries.user_id, userId))).length;
}

export async function savedMealsOf(userId: string) {
  const db = await getDb();
  return db.select().from(savedMeals).where(eq(savedMeals.user_id, userId));
}

export const PLAN_LIMIT = "The Free plan allows 5 food entries per day. Upgrade to Premium for unlimited entries.";
