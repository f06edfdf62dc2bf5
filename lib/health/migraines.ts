/** Migraine episodes of one user: list, log, edit, delete (spec sections 3 and 7). */
import "server-only";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { migraines } from "@/db/schema";
import type { SignedInUser } from "@/lib/account/sessions";
import { ApiError } from "@/lib/api/errors";
import { assertCan } from "@/lib/billing/entitlements";
import type { MigraineCreate, MigraineUpdate } from "./schema";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

/** The JSON shape of a row (spec section 3), shared with the calendar. */
export const migraineColumns = {
  trigger_id: migraines.trigger_id,
  severity: migraines.severity,
  duration_hours: migraines.duration_hours,
  triggers: migraines.triggers,
  symptoms: migraines.symptoms,
  location: migraines.location,
  treatment: migraines.treatment,
  notes: migraines.notes,
  date: migraines.date,
  time: migraines.time,
  created_at: migraines.created_at,
};
export type Migraine = {
  trigger_id: string;
  severity: number;
  duration_hours: number | null;
  triggers: string[];
  symptoms: string[];
  location: string | null;
  treatment: string | null;
  notes: string | null;
  date: string;
  time: string | null;
  created_at: Date;
};

// a row without a time (written by another path) sorts after the timed ones of its day
const newestFirst = [desc(migraines.date), sql`${migraines.time} desc nulls last`, desc(migraines.created_at)];

/** The newest episodes first; only those of `date` when given. */
export function listMigraines(
  db: Db,
  { userId, date, limit = 100 }: { userId: string; date?: string; limit?: number },
): Promise<Migraine[]> {
  const where = date ? and(eq(migraines.user_id, userId), eq(migraines.date, date)) : eq(migraines.user_id, userId);
  return db
    .select(migraineColumns)
    .from(migraines)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Every episode on or after `since` (for the symptom counts and reports). */
export function listMigrainesSince(db: Db, { userId, since }: { userId: string; since: string }): Promise<Migraine[]> {
  return db
    .select(migraineColumns)
    .from(migraines)
    .where(and(eq(migraines.user_id, userId), gte(migraines.date, since)))
    .orderBy(...newestFirst);
}

/** Logs an episode: a premium feature (402 on the free plan). */
export async function createMigraine(db: Db, user: SignedInUser, input: MigraineCreate): Promise<Migraine> {
  assertCan(user, "migraine_create");
  const [row] = await db
    .insert(migraines)
    .values({
      ...input,
      user_id: user.id,
      date: input.date ?? localDateIn(user.time_zone),
      time: input.time ?? localTimeIn(user.time_zone),
    })
    .returning(migraineColumns);
  return row!;
}

/** Edits an episode of the user's own; any plan may fix what it has. */
export async function updateMigraine(
  db: Db,
  userId: string,
  triggerId: string,
  input: MigraineUpdate,
): Promise<Migraine> {
  const [row] = await db
    .update(migraines)
    .set({ ...input, updated_at: new Date() })
    .where(and(eq(migraines.trigger_id, triggerId), eq(migraines.user_id, userId)))
    .returning(migraineColumns);
  if (!row) throw ApiError.notFound("Migraine episode not found.");
  return row;
}

export async function deleteMigraine(db: Db, userId: string, triggerId: string): Promise<void> {
  const rows = await db
    .delete(migraines)
    .where(and(eq(migraines.trigger_id, triggerId), eq(migraines.user_id, userId)))
    .returning({ id: migraines.trigger_id });
  if (rows.length === 0) throw ApiError.notFound("Migraine episode not found.");
}
