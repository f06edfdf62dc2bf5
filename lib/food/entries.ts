/**
 * The food diary's busiest read, the entries of one local date, and the shape of an entry.
 * The day's SQL is held equal to the bench's (bench/food-day-sql.mjs) by a test; the writes
 * are in ./service/diary.
 */
import "server-only";
import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rawStatement } from "@/db/raw";
import { foodEntries } from "@/db/schema";
import { findSignedIn, signedInUserId, type AuthKind, type Credential } from "@/lib/identity/sessions";
import { localDateIn } from "@/lib/time/zones";
import { NUTRIENT_KEYS, pickFigures } from "./figures";

/** The JSON shape of an entry, as every food call answers it. */
export const entryColumns = {
  entry_id: foodEntries.entry_id,
  food_name: foodEntries.food_name,
  calories: foodEntries.calories,
  meal_type: foodEntries.meal_type,
  serving_size: foodEntries.serving_size,
  quantity: foodEntries.quantity,
  unit: foodEntries.unit,
  ...pickFigures(foodEntries, NUTRIENT_KEYS),
  date: foodEntries.date,
  time: foodEntries.time,
};
/** An entry as every food call answers it: the columns above, as the table stores them. */
export type FoodEntryView = Pick<typeof foodEntries.$inferSelect, keyof typeof entryColumns>;

/** Each entry's API JSON, kept by a trigger (migration 0004); not in the ORM schema. */
const entryJson = sql`${foodEntries}.${sql.identifier("api_json")}`;

/**
 * The entries of a user's day as the JSON array the API answers, newest first: the entries'
 * stored JSON joined by Postgres, rather than each row turned into JSON on every read.
 */
function dayJson(db: Db, userId: SQL | SQL.Aliased | AnyColumn | Placeholder) {
  const newestFirst = sql`${foodEntries.time} desc, ${foodEntries.created_at} desc`;
  const json = sql<string>`'[' || coalesce(string_agg(${entryJson}, ',' order by ${newestFirst}), '') || ']'`;
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
