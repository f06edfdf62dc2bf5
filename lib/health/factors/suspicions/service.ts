/**
 * The triggers a user suspects: stored by the factor key the analysis builds, so the factor
 * report can test them first (lib/health/report-data.ts). Each is dated on the user's local
 * day, which decides from when it counts as stated before the data it is tested on.
 */
import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { migraines, suspectedTriggers } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn } from "@/lib/time/zones";
import {
  describeFactor,
  describeTrigger,
  kindOf,
  suspicionChoices,
  type SuspicionChoice,
  type SuspicionKind,
} from "./choices";
import { alreadySuspected, SUSPICIONS_MAX, TOO_MANY_SUSPICIONS, type SuspicionCreate } from "./schema";

export type Suspicion = {
  suspicion_id: string;
  factor_key: string;
  label: string;
  kind: SuspicionKind;
  since: string;
  created_at: Date;
};

/** How many of the user's own trigger names the choices offer at most. */
const LOGGED_TRIGGERS_MAX = 200;

type Row = typeof suspectedTriggers.$inferSelect;

function view(row: Row, timeZone: string): Suspicion {
  return {
    suspicion_id: row.suspicion_id,
    factor_key: row.factor_key,
    label: row.label,
    kind: kindOf(row.factor_key),
    since: localDateIn(timeZone, row.created_at),
    created_at: row.created_at,
  };
}

/** The user's suspicions, oldest first. */
export async function listSuspicions(
  db: Db,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<Suspicion[]> {
  const rows = await db
    .select()
    .from(suspectedTriggers)
    .where(eq(suspectedTriggers.user_id, userId))
    .orderBy(asc(suspectedTriggers.created_at), asc(suspectedTriggers.factor_key));
  return rows.map((r) => view(r, timeZone));
}

/** What the factor analysis takes: each suspected key with the user's local day it was added. */
export async function loadSuspectedSince(
  db: Db,
  { userId, timeZone }: { userId: string; timeZone: string },
): Promise<{ key: string; since: string }[]> {
  return (await listSuspicions(db, { userId, timeZone })).map((s) => ({ key: s.factor_key, since: s.since }));
}

/** Everything the user may pick, their own logged trigger names among them. */
export async function listSuspicionChoices(db: Db, { userId }: { userId: string }): Promise<SuspicionChoice[]> {
  const name = sql<string>`jsonb_array_elements_text(${migraines.triggers})`;
  const logged = await db
    .selectDistinct({ name })
    .from(migraines)
    .where(eq(migraines.user_id, userId))
    .orderBy(name)
    .limit(LOGGED_TRIGGERS_MAX);
  return suspicionChoices(logged.map((r) => r.name));
}

/**
 * Adds one suspicion: a known factor by its key, or a trigger in the user's words. 409 when
 * the user already suspects it, or already keeps SUSPICIONS_MAX.
 */
export async function addSuspicion(
  db: Db,
  { userId, timeZone, input }: { userId: string; timeZone: string; input: SuspicionCreate },
): Promise<Suspicion> {
  const factor = input.trigger !== undefined ? describeTrigger(input.trigger) : describeFactor(input.factor_key!);
  const [kept] = await db.select({ n: count() }).from(suspectedTriggers).where(eq(suspectedTriggers.user_id, userId));
  if ((kept?.n ?? 0) >= SUSPICIONS_MAX) throw ApiError.conflict(TOO_MANY_SUSPICIONS);
  const [row] = await db
    .insert(suspectedTriggers)
    .values({ user_id: userId, factor_key: factor.factor_key, label: factor.label })
    .onConflictDoNothing({ target: [suspectedTriggers.user_id, suspectedTriggers.factor_key] })
    .returning();
  if (row) return view(row, timeZone);
  // named as the user first wrote it, whatever the spelling of this attempt
  const [held] = await db
    .select({ label: suspectedTriggers.label })
    .from(suspectedTriggers)
    .where(and(eq(suspectedTriggers.user_id, userId), eq(suspectedTriggers.factor_key, factor.factor_key)));
  throw ApiError.conflict(alreadySuspected(held?.label ?? factor.label));
}

/** Removes one of the user's suspicions; false when the id names none of theirs. */
export async function removeSuspicion(
  db: Db,
  { userId, suspicionId }: { userId: string; suspicionId: string },
): Promise<boolean> {
  const rows = await db
    .delete(suspectedTriggers)
    .where(and(eq(suspectedTriggers.user_id, userId), eq(suspectedTriggers.suspicion_id, suspicionId)))
    .returning({ id: suspectedTriggers.suspicion_id });
  return rows.length > 0;
}
