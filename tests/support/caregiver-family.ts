/**
 * Family rows written straight into the database, for tests of what a family allows (the
 * caregiver's alerts) without going through invitations.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { families, familyAccess, familyMembers } from "@/db/schema";
import type { ShareArea } from "@/lib/identity/share-areas";

/** A family owned by `ownerId` with `memberIds` in it; answers its id. */
export async function familyOf(ownerId: string, ...memberIds: string[]): Promise<string> {
  const db = await getDb();
  const [family] = await db.insert(families).values({ owner_id: ownerId }).returning();
  await db
    .insert(familyMembers)
    .values([
      { user_id: ownerId, family_id: family!.family_id, role: "owner" },
      ...memberIds.map((id) => ({ user_id: id, family_id: family!.family_id, role: "member" })),
    ]);
  return family!.family_id;
}

/** Adds `memberId` to `userId`'s family, which `userId` founds when in none yet. */
export async function addToFamilyOf(userId: string, memberId: string): Promise<void> {
  const db = await getDb();
  const [membership] = await db.select().from(familyMembers).where(eq(familyMembers.user_id, userId));
  if (!membership) {
    await familyOf(userId, memberId);
    return;
  }
  await db.insert(familyMembers).values({ user_id: memberId, family_id: membership.family_id, role: "member" });
}

/** `memberId` lets `viewerId` view `areas`; `since` is when the alert (`minutes`) was turned on. */
export async function grantAccess(
  memberId: string,
  viewerId: string,
  areas: ShareArea[],
  { minutes = null, since = new Date() }: { minutes?: number | null; since?: Date } = {},
): Promise<void> {
  const db = await getDb();
  await db.insert(familyAccess).values({
    user_id: memberId,
    viewer_id: viewerId,
    areas,
    missed_dose_minutes: minutes,
    alert_since: minutes === null ? null : since,
    updated_at: since,
  });
}
