/** The food diary: a user's entries by their local date, and the free plan's daily limit. */
import "server-only";
import { and, count, desc, eq, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rawStatement } from "@/db/raw";
import { foodEntries } from "@/db/schema";
import {
  findSignedIn,
  signedInUserId,
  type AuthKind,
  type Credential,
  type SignedInUser,
} from "@/lib/account/sessions";
import { ApiError } from "@/lib/api/errors";
import { assertFoodEntryAllowed, dailyFoodEntryLimit } from "@/lib/billing/entitlements";
import type { FoodEntryCreate, FoodEntryUpdate } from "./schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

/** The JSON shape of an entry (spec section 3). */
export const entryColumns = {
  entry_id: foodEntries.entry_id,
  food_name: foodEntries.food_name,
  calories: foodEntries.calories,
  meal_type: foodEntries.meal_type,
  serving_size: foodEntries.serving_size,
  quantity: foodEntries.quantity,
  unit: foodEntries.unit,
  protein: foodEntries.protein,
  carbs: foodEntries.carbs,
  fat: foodEntries.fat,
  date: foodEntries.date,
  time: foodEntries.time,
};
export type FoodEntryView = {
  entry_id: string;
  food_name: string;
  calories: number;
  meal_type: string;
  serving_size: string | null;
  quantity: number;
  unit: string;
  protein: number;
  carbs: number;
  fat: number;
  date: string;
  time: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "Food entry not found.";

/** Each entry's API JSON, kept by a trigger (migration 0004); not in the ORM schema. */
const entryJson = sql`${foodEntries}.${sql.identifier("api_json")}`;

/**
 * The entries of a user's day as the JSON array the API answers, newest first: the entries'
 * stored JSON joined by Postgres (turning 50 rows into JSON on every read was about half of
 * this read's database time).
 */
function dayJson(db: Db, userId: SQL | SQL.Aliased | AnyColumn | Placeholder) {
  const json = sql<string>`'[' || coalesce(string_agg(${entryJson}, ',' order by ${foodEntries.time} desc, ${foodEntries.created_at} desc), '') || ']'`;
  return db
    .select({ json })
    .from(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.date, sql.placeholder("date"))));
}

const dayOfUser = rawStatement<{ userId: string; date: string }>("vitalog_food_day", (db) =>
  dayJson(db, sql.placeholder("userId")),
);

/**
 * The diary's most frequent read, the entries of one local date as JSON text: one row, one
 * text column, sent to the client as it is (node parses no rows and serialises nothing).
 */
export async function foodDayJson(db: Db, { userId, date }: { userId: string; date: string }): Promise<string> {
  const { rows } = await dayOfUser(db, { userId, date });
  return String(rows[0]![0]);
}

function signedInDay(kind: AuthKind) {
  return rawStatement<{ key: string; now: string; date: string }>(`vitalog_food_day_${kind}`, (db) => {
    const signedIn = signedInUserId(db, kind);
    return db
      .select({ user_id: signedIn.user_id, json: sql<string>`(${dayJson(db, signedIn.user_id)})` })
      .from(signedIn);
  });
}
const signedInDays = { bearer: signedInDay("bearer"), session: signedInDay("session") };

async function todayOfSignedIn(db: Db, credential: Credential): Promise<{ userId: string; json: string } | null> {
  const user = await findSignedIn(db, credential);
  return (
    user && { userId: user.id, json: await foodDayJson(db, { userId: user.id, date: localDateIn(user.time_zone) }) }
  );
}

/**
 * `foodDayJson` for the caller of a request, with the sign-in checked in the same statement:
 * one round trip. Without a date it is today in the user's time zone, which needs the user
 * first. Null when the credential matches no live sign-in. Not async with a date: one
 * promise from the driver, one `then` (each await costs promise hooks under Next).
 */
export function signedInFoodDayJson(
  db: Db,
  credential: Credential,
  date: string | undefined,
): Promise<{ userId: string; json: string } | null> {
  if (!date) return todayOfSignedIn(db, credential);
  return signedInDays[credential.kind](db, { key: credential.key, now: new Date().toISOString(), date }).then(
    ({ rows: [row] }) => (row ? { userId: String(row[0]), json: String(row[1]) } : null),
  );
}

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

/**
 * Adds an entry on its date (today in the user's time zone unless given). On the free plan the
 * count and the insert share a transaction holding a per-user lock, so two requests at once
 * cannot both take the last slot of the day. A plan with no daily limit inserts at once: one
 * round trip instead of five (begin, lock, count, insert, commit).
 */
export async function createFoodEntry(db: Db, user: SignedInUser, input: FoodEntryCreate): Promise<FoodEntryView> {
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

async function insertFoodEntry(
  db: Db,
  userId: string,
  input: FoodEntryCreate,
  date: string,
  time: string,
): Promise<FoodEntryView> {
  const [created] = await db
    .insert(foodEntries)
    .values({
      user_id: userId,
      food_name: input.food_name,
      calories: input.calories,
      meal_type: input.meal_type,
      serving_size: input.serving_size,
      quantity: input.quantity,
      unit: input.unit,
      protein: input.protein,
      carbs: input.carbs,
      fat: input.fat,
      date,
      time,
    })
    .returning(entryColumns);
  return created!;
}

export async function updateFoodEntry(
  db: Db,
  { userId, entryId, input }: { userId: string; entryId: string; input: FoodEntryUpdate },
): Promise<FoodEntryView> {
  if (!UUID.test(entryId)) throw ApiError.notFound(NOT_FOUND);
  const [updated] = await db
    .update(foodEntries)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.entry_id, entryId)))
    .returning(entryColumns);
  if (!updated) throw ApiError.notFound(NOT_FOUND);
  return updated;
}

export async function deleteFoodEntry(db: Db, { userId, entryId }: { userId: string; entryId: string }): Promise<void> {
  if (!UUID.test(entryId)) throw ApiError.notFound(NOT_FOUND);
  const deleted = await db
    .delete(foodEntries)
    .where(and(eq(foodEntries.user_id, userId), eq(foodEntries.entry_id, entryId)))
    .returning({ entry_id: foodEntries.entry_id });
  if (deleted.length === 0) throw ApiError.notFound(NOT_FOUND);
}
