/** Journal entries: one per user and local day; every query scoped by the user's id. */
import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { journalEntries } from "@/db/schema";
import { pgErrorCode } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn } from "@/lib/time/zones";
import { assertNotFuture } from "@/lib/validation/future-date";
import { defaultTitle, type JournalEntryInput } from "./schema";

export const journalColumns = {
  entry_id: journalEntries.entry_id,
  date: journalEntries.date,
  title: journalEntries.title,
  content: journalEntries.content,
  mood: journalEntries.mood,
  energy: journalEntries.energy,
  stress: journalEntries.stress,
  sleep: journalEntries.sleep,
  gratitude: journalEntries.gratitude,
  goals: journalEntries.goals,
  tags: journalEntries.tags,
  created_at: journalEntries.created_at,
};
/** An entry as the journal answers it: the columns above, typed as the table stores them. */
export type JournalEntry = Pick<typeof journalEntries.$inferSelect, keyof typeof journalColumns>;

/** The 404 detail of an entry id that names none of the caller's entries. */
export const JOURNAL_NOT_FOUND = "Journal entry not found.";

function values(input: JournalEntryInput, date: string) {
  return {
    date,
    title: input.title || defaultTitle(date),
    content: input.content,
    mood: input.mood,
    energy: input.energy,
    stress: input.stress,
    sleep: input.sleep,
    gratitude: input.gratitude,
    goals: input.goals,
    tags: input.tags,
  };
}

function entryDate(input: JournalEntryInput, timeZone: string, now: Date): string {
  const today = localDateIn(timeZone, now);
  const date = input.date ?? today;
  assertNotFuture(date, timeZone, now);
  return date;
}

/** Saves the entry of its day: a second save on the same day updates that entry. */
export async function saveJournalEntry(
  db: Db,
  {
    userId,
    timeZone,
    input,
    now = new Date(),
  }: { userId: string; timeZone: string; input: JournalEntryInput; now?: Date },
): Promise<JournalEntry> {
  const row = values(input, entryDate(input, timeZone, now));
  const [saved] = await db
    .insert(journalEntries)
    .values({ user_id: userId, ...row })
    .onConflictDoUpdate({
      target: [journalEntries.user_id, journalEntries.date],
      set: { ...row, updated_at: new Date() },
    })
    .returning(journalColumns);
  return saved!;
}

/** Updates one of the user's entries; null when the id names none of theirs. */
export async function updateJournalEntry(
  db: Db,
  {
    userId,
    timeZone,
    entryId,
    input,
    now = new Date(),
  }: { userId: string; timeZone: string; entryId: string; input: JournalEntryInput; now?: Date },
): Promise<JournalEntry | null> {
  const [current] = await db
    .select({ date: journalEntries.date })
    .from(journalEntries)
    .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_id, entryId)));
  if (!current) return null;
  const date = input.date ? entryDate(input, timeZone, now) : current.date;
  try {
    const [saved] = await db
      .update(journalEntries)
      .set({ ...values(input, date), updated_at: new Date() })
      .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_id, entryId)))
      .returning(journalColumns);
    return saved ?? null;
  } catch (err) {
    if (pgErrorCode(err) === "23505") throw ApiError.conflict(`There is already a journal entry for ${date}.`);
    throw err;
  }
}

/** Deletes one of the user's entries; false when the id names none of theirs. */
export async function deleteJournalEntry(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_id, entryId)))
    .returning({ id: journalEntries.entry_id });
  return rows.length > 0;
}

export function listJournalEntries(
  db: Db,
  { userId, limit, offset = 0, date }: { userId: string; limit: number; offset?: number; date?: string },
): Promise<JournalEntry[]> {
  const where = date
    ? and(eq(journalEntries.user_id, userId), eq(journalEntries.date, date))
    : eq(journalEntries.user_id, userId);
  return db
    .select(journalColumns)
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.date))
    .limit(limit)
    .offset(offset);
}

export async function countJournalEntries(db: Db, { userId }: { userId: string }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(eq(journalEntries.user_id, userId));
  return row?.n ?? 0;
}

export async function getJournalEntry(
  db: Db,
  { userId, entryId }: { userId: string; entryId: string },
): Promise<JournalEntry | null> {
  const [row] = await db
    .select(journalColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.user_id, userId), eq(journalEntries.entry_id, entryId)));
  return row ?? null;
}

/** The dates with an entry since `since` (for the streak and insights). */
export function entriesSince(db: Db, { userId, since }: { userId: string; since: string }): Promise<JournalEntry[]> {
  return db
    .select(journalColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.user_id, userId), gte(journalEntries.date, since)))
    .orderBy(desc(journalEntries.date));
}
