/**
 * The food diary's writes and its Recent list, every query scoped by the user's id. The free
 * plan's daily limit is kept here, so it holds for every caller.
 */
import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { foodEntries } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { assertFoodEntryAllowed, dailyFoodEntryLimit } from "@/lib/billing/entitlements";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import { entryColumns, type FoodEntryView } from "../entries";
import type { FoodEntryCreate, FoodEntryUpdate } from "../schema";

/** The 404 detail of an entry id that names none of the caller's entries. */
export const FOOD_NOT_FOUND = "Food entry not found.";

/** The latest entries over all dates (the Recent tab), newest first. */
export function listRecentFoodEntries(
  db: Db,
  { userId, limit = 30 }: { userId: string; limit?: number },
): Promise<FoodEntryView[]> {
  return db
    .select(entryColumns)
    .from(foodEntries)
    .where(eq(foodEntries.user_id, userId))
    .orderBy(desc(foodEntries.date), desc(foodEntries.time), desc(foodEntries.created_at))
    .limit(limit);
}

/** The entries of one of the user's days in the order they were eaten (the diary's meals). */
export function listFoodEntriesOn(
  db: Db,
  { userId, date }: { userId: string; date: string },
): Promise<FoodEntryView[]> {
  return db
    .select(entryColumns)
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, date)))
    .orderBy(asc(foodEntries.time), asc(foodEntries.created_at));
}

/**
 * Adds an entry on its date (today in the user's time zone unless given). On the free plan the
 * count and the insert share a transaction holding a per-user lock, so two requests at once
 * cannot both take the last slot of the day. A plan with no daily limit inserts at once: one
 * round trip instead of five (begin, lock, count, insert, commit).
 */
export async function createFoodEntry(db: Db, user: SignedInUser, input: FoodEntryCreate): Promise<FoodEntryView> {
  assertNotFuture(input.date, user.time_zone);
  const date = input.date ?? localDateIn(user.time_zone);
  const time = input.time ?? localTimeIn(user.time_zone);
  if (dailyFoodEntryLimit(user) === null) return insertFoodEntry(db, user.id, input, date, time);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`food:${user.id}`}))`);
    const [row] = await tx
      .select({ n: count() })
      .from(foodEntries)
      .where(and(eq(foodEntries.user_id, user.id), eq(foodEntries.date, date)));
    assertFoodEntryAllowed(user, row?.n ?? 0);
    return insertFoodEntry(tx, user.id, input, date, time);
  });
}

/**
 * Adds several entries on one date in one transaction, all or none: a recipe, a saved meal or a
 * copied meal. On the free plan the day's count plus all of them must fit the daily limit, else
 * nothing is logged and the plan's 402 is thrown. Entries keep their own `time` when given.
 */
export async function createFoodEntries(
  db: Db,
  user: SignedInUser,
  { date: wanted, inputs }: { date?: string; inputs: FoodEntryCreate[] },
): Promise<FoodEntryView[]> {
  assertNotFuture(wanted, user.time_zone);
  const date = wanted ?? localDateIn(user.time_zone);
  const time = localTimeIn(user.time_zone);
  if (inputs.length === 0) return [];
  return db.transaction(async (tx) => {
    if (dailyFoodEntryLimit(user) !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`food:${user.id}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(foodEntries)
        .where(and(eq(foodEntries.user_id, user.id), eq(foodEntries.date, date)));
      // the last of them must fit: every one before it then fits too
      assertFoodEntryAllowed(user, (row?.n ?? 0) + inputs.length - 1);
    }
    return tx
      .insert(foodEntries)
      .values(inputs.map((input) => ({ ...input, user_id: user.id, date, time: input.time ?? time })))
      .returning(entryColumns);
  });
}

async function insertFoodEntry(
  db: Db,
  userId: string,
  input: FoodEntryCreate,
  date: string,
  time: string,
): Promise<FoodEntryView> {
  const [created] = await db
    .insert(foodEntries)
    .values({ ...input, user_id: userId, date, time })
    .returning(entryColumns);
  return created!;
}

/** Updates one of the user's entries; null when the id names none of theirs. */
export async function updateFoodEntry(
  db: Db,
  { userId, entryId, input }: { userId: string; entryId: string; input: FoodEntryUpdate },
): Promise<FoodEntryView | null> {
  const [updated] = await db
    .update(foodEntries)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.entry_id, entryId)))
    .returning(entryColumns);
  return updated ?? null;
}

/** Deletes one of the user's entries; false when the id names none of theirs. */
export async function deleteFoodEntry(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.entry_id, entryId)))
    .returning({ entry_id: foodEntries.entry_id });
  return deleted.length > 0;
}
