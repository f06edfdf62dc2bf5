/** Water tracking: the entries of a day against the user's target, every query scoped by the user's id. */
import "server-only";
import { and, asc, eq, gte, lte, sum } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { waterEntries } from "@/db/schema";
import type { UserRow } from "@/lib/identity/users";
import { localDateIn, localTimeIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import type { waterDaySchema, waterEntryViewSchema } from "./responses";
import type { WaterEntryCreate } from "./schema";

export type WaterEntryView = output<typeof waterEntryViewSchema>;
export type WaterDay = output<typeof waterDaySchema>;

const entryColumns = {
  entry_id: waterEntries.entry_id,
  date: waterEntries.date,
  time: waterEntries.time,
  amount_ml: waterEntries.amount_ml,
};

/** The entries of one of the user's days in the order they were drunk. */
export function listWaterEntriesOn(
  db: Db,
  { userId, date }: { userId: string; date: string },
): Promise<WaterEntryView[]> {
  return db
    .select(entryColumns)
    .from(waterEntries)
    .where(and(eq(waterEntries.user_id, userId), eq(waterEntries.date, date)))
    .orderBy(asc(waterEntries.time), asc(waterEntries.created_at));
}

/** A day's water: its entries, their total and the user's daily target. */
export async function getWaterDay(
  db: Db,
  { userId, date, targetMl }: { userId: string; date: string; targetMl: number },
): Promise<WaterDay> {
  const entries = await listWaterEntriesOn(db, { userId, date });
  const total_ml = entries.reduce((total, e) => total + e.amount_ml, 0);
  return { date, total_ml, target_ml: targetMl, entries };
}

/** The total drunk on one of the user's days, in ml. */
export async function waterTotalOn(db: Db, { userId, date }: { userId: string; date: string }): Promise<number> {
  const [row] = await db
    .select({ total: sum(waterEntries.amount_ml).mapWith(Number) })
    .from(waterEntries)
    .where(and(eq(waterEntries.user_id, userId), eq(waterEntries.date, date)));
  return row?.total ?? 0;
}

/** The total drunk on each of the user's days from `from` to `to` (inclusive), by date; days without water are absent. */
export async function waterTotalsBetween(
  db: Db,
  { userId, from, to }: { userId: string; from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: waterEntries.date, total: sum(waterEntries.amount_ml).mapWith(Number) })
    .from(waterEntries)
    .where(and(eq(waterEntries.user_id, userId), gte(waterEntries.date, from), lte(waterEntries.date, to)))
    .groupBy(waterEntries.date);
  return new Map(rows.map((r) => [r.date, r.total]));
}

/** Adds an entry on its date and time (today and now in the user's time zone unless given). */
export async function addWaterEntry(
  db: Db,
  user: Pick<UserRow, "id" | "time_zone">,
  input: WaterEntryCreate,
): Promise<WaterEntryView> {
  assertNotFuture(input.date, user.time_zone);
  const [created] = await db
    .insert(waterEntries)
    .values({
      user_id: user.id,
      amount_ml: input.amount_ml,
      date: input.date ?? localDateIn(user.time_zone),
      time: input.time ?? localTimeIn(user.time_zone),
    })
    .returning(entryColumns);
  return created!;
}

/** Deletes one of the user's entries; false when the id names none of theirs. */
export async function deleteWaterEntry(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(waterEntries)
    .where(and(eq(waterEntries.user_id, userId), eq(waterEntries.entry_id, entryId)))
    .returning({ entry_id: waterEntries.entry_id });
  return deleted.length > 0;
}
