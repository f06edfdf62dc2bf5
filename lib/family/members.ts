/**
 * Leaving, removing and what one member lets another view. A member is "not found" to anyone
 * outside their family, as another user's row is. The owner leaves only an empty family
 * (which ends with them); with members left they remove them first, so nobody loses Pro
 * without a person choosing it.
 */
import "server-only";
import { and, eq, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, familyAccess, familyMembers } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { SHARE_AREAS, type ShareArea } from "@/lib/identity/share-areas";
import type { EventOrigin } from "@/lib/identity/activity";
import { familyOwner, namesOf, recordFamilyEvents, type FamilyEvent } from "./events";
import type { AccessInput } from "./schema";
import { findMembership } from "./view";

export const OWNER_CANNOT_LEAVE =
  "The owner can't leave while the family has other members. Remove them first; the family then ends when you leave.";
export const MEMBER_REMOVED = "Removed from the family.";
export const LEFT_FAMILY = "You left the family.";

/** `userId`'s family role when they share a family with `callerId`; null otherwise. */
async function roleInCallersFamily(db: Db, callerId: string, userId: string) {
  const caller = await findMembership(db, callerId);
  if (!caller) return null;
  const [row] = await db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(and(eq(familyMembers.user_id, userId), eq(familyMembers.family_id, caller.family_id)))
    .limit(1);
  return row ? { caller, role: row.role } : null;
}

/**
 * The owner removes a member, or a member leaves (`userId` is the caller): their membership
 * and every grant to or from them go at once, and with them the Pro the family gave.
 * Null when `userId` is not in the caller's family, or the caller may not remove them.
 */
export async function removeFromFamily(
  db: Db,
  callerId: string,
  userId: string,
  origin: EventOrigin = {},
): Promise<{ detail: string } | null> {
  const found = await roleInCallersFamily(db, callerId, userId);
  if (!found) return null;
  const leaving = callerId === userId;
  if (!leaving && found.caller.role !== "owner") return null;
  if (found.role === "owner") {
    const others = await db
      .select({ id: familyMembers.user_id })
      .from(familyMembers)
      .where(eq(familyMembers.family_id, found.caller.family_id))
      .limit(2);
    if (others.length > 1) throw ApiError.conflict(OWNER_CANNOT_LEAVE);
  }
  const owner = await familyOwner(db, found.caller.family_id);
  await db.transaction(async (tx) => {
    await tx.delete(familyAccess).where(or(eq(familyAccess.user_id, userId), eq(familyAccess.viewer_id, userId)));
    await tx.delete(familyMembers).where(eq(familyMembers.user_id, userId));
    // the owner leaving an empty family ends it, its pending invitations with it
    if (found.role === "owner") await tx.delete(families).where(eq(families.family_id, found.caller.family_id));
  });
  if (owner) await recordDeparture(db, { owner, userId, leaving, origin });
  return { detail: leaving ? LEFT_FAMILY : MEMBER_REMOVED };
}

/** A departure in the activity of the one who left or was removed, and of the family's owner. */
async function recordDeparture(
  db: Db,
  {
    owner,
    userId,
    leaving,
    origin,
  }: { owner: { id: string; name: string }; userId: string; leaving: boolean; origin: EventOrigin },
): Promise<void> {
  const ownerDetail = { owner_id: owner.id, owner_name: owner.name };
  // the owner leaving their empty family ends it: one event, theirs
  if (userId === owner.id) {
    return recordFamilyEvents(db, origin, [
      { userId, kind: "family_left", detail: { ...ownerDetail, ended: true }, acting: true },
    ]);
  }
  const memberDetail = { member_id: userId, member_name: (await namesOf(db, [userId])).get(userId) ?? "" };
  const events: FamilyEvent[] = leaving
    ? [
        { userId, kind: "family_left", detail: ownerDetail, acting: true },
        { userId: owner.id, kind: "family_member_left", detail: memberDetail },
      ]
    : [
        { userId: owner.id, kind: "family_member_removed", detail: memberDetail, acting: true },
        { userId, kind: "family_removed", detail: ownerDetail },
      ];
  await recordFamilyEvents(db, origin, events);
}

export type AccessView = { user_id: string; areas: ShareArea[] };

/**
 * What the caller lets `memberId` view: replaces the list. Turning medications off also turns
 * off that member's missed-dose alert on the caller. Null when `memberId` is not another
 * member of the caller's family.
 */
export async function setFamilyAccess(
  db: Db,
  callerId: string,
  memberId: string,
  input: AccessInput,
  origin: EventOrigin = {},
): Promise<AccessView | null> {
  if (memberId === callerId || !(await roleInCallersFamily(db, callerId, memberId))) return null;
  const areas = SHARE_AREAS.filter((area) => input.areas.includes(area));
  const alertOff = areas.includes("medications") ? {} : { missed_dose_minutes: null, alert_since: null };
  const before = await db.transaction(async (tx) => {
    // the row's areas before this change, locked so a concurrent change is compared with this one's result
    const [row] = await tx
      .select({ areas: familyAccess.areas })
      .from(familyAccess)
      .where(and(eq(familyAccess.user_id, callerId), eq(familyAccess.viewer_id, memberId)))
      .for("update");
    await tx
      .insert(familyAccess)
      .values({ user_id: callerId, viewer_id: memberId, areas, missed_dose_minutes: null })
      .onConflictDoUpdate({
        target: [familyAccess.user_id, familyAccess.viewer_id],
        set: { areas, ...alertOff, updated_at: new Date() },
      });
    return row?.areas ?? [];
  });
  await recordGrant(db, { callerId, memberId, before, after: areas, origin });
  return { user_id: memberId, areas };
}

/** What a grant gave and withdrew, for the member who gives it and the one who receives it; nothing when unchanged. */
async function recordGrant(
  db: Db,
  {
    callerId,
    memberId,
    before,
    after,
    origin,
  }: { callerId: string; memberId: string; before: string[]; after: ShareArea[]; origin: EventOrigin },
): Promise<void> {
  const given = after.filter((a) => !before.includes(a));
  const withdrawn = SHARE_AREAS.filter((a) => before.includes(a) && !after.includes(a));
  if (given.length === 0 && withdrawn.length === 0) return;
  const names = await namesOf(db, [callerId, memberId]);
  const change = { given: given.join(","), withdrawn: withdrawn.join(",") };
  await recordFamilyEvents(db, origin, [
    {
      userId: callerId,
      kind: "family_access_changed",
      detail: { member_id: memberId, member_name: names.get(memberId) ?? "", ...change },
      acting: true,
    },
    {
      userId: memberId,
      kind: "family_access_received",
      detail: { member_id: callerId, member_name: names.get(callerId) ?? "", ...change },
    },
  ]);
}
