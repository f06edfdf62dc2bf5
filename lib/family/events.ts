/**
 * The family's changes in the account activity of each person they concern: invitations for
 * the owner, a join, a departure or a removal for the member and the owner, a grant for the
 * member who gives it and the one who receives it. The person who acted gets their request's
 * address and device; the other party's event has none (it was not their device).
 */
import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, users } from "@/db/schema";
import { recordAccountEvent, type AccountEventKind, type EventOrigin } from "@/lib/identity/activity";

type Detail = Record<string, string | number | boolean | null>;
export type FamilyEvent = { userId: string; kind: AccountEventKind; detail?: Detail; acting?: boolean };

/** Each event in its user's activity; only the acting user's carries the origin. */
export async function recordFamilyEvents(db: Db, origin: EventOrigin, events: FamilyEvent[]): Promise<void> {
  await Promise.all(
    events.map(({ userId, kind, detail, acting }) =>
      recordAccountEvent(db, { userId, kind, detail, ...(acting ? origin : {}) }),
    ),
  );
}

/** The names of users by id, as their events name them. */
export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The owner of a family, by the family's id. */
export async function familyOwner(db: Db, familyId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(families)
    .innerJoin(users, eq(users.id, families.owner_id))
    .where(eq(families.family_id, familyId));
  return row ?? null;
}
