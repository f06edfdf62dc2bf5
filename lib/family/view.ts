/** The caller's family as `GET /api/family` answers it: members, what is shared each way, pending invitations. */
import "server-only";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, familyAccess, familyInvitations, familyMembers, users } from "@/db/schema";
import { SHARE_AREAS, type ShareArea } from "@/lib/identity/share-areas";
import { FAMILY_SEATS } from "./schema";

export type FamilyRole = "owner" | "member";

export type FamilyMemberView = {
  user_id: string;
  name: string;
  email: string;
  role: FamilyRole;
  joined_at: string;
  /** The areas this member lets the caller view. */
  they_share: ShareArea[];
  /** The areas the caller lets this member view. */
  i_share: ShareArea[];
  /** The caller's caregiver alert on this member's doses, in minutes after a dose's time; null: off. */
  missed_dose_minutes: number | null;
};

export type InvitationView = { invitation_id: string; email: string; expires_at: string };

export type FamilyView = {
  family_id: string;
  role: FamilyRole;
  owner: { user_id: string; name: string; email: string };
  /** The other members, the owner among them when the caller is a member. */
  members: FamilyMemberView[];
  /** Pending invitations: the owner's view only (empty for a member). */
  invitations: InvitationView[];
  seats: number;
};

/** The caller's membership: their family and role, or null. */
export async function findMembership(db: Pick<Db, "select">, userId: string) {
  const [row] = await db
    .select({ family_id: familyMembers.family_id, role: familyMembers.role, owner_id: families.owner_id })
    .from(familyMembers)
    .innerJoin(families, eq(families.family_id, familyMembers.family_id))
    .where(eq(familyMembers.user_id, userId))
    .limit(1);
  return row ? { ...row, role: row.role as FamilyRole } : null;
}

/** Areas in the list's order, unknown words dropped (the column is plain text). */
export function knownAreas(areas: readonly string[]): ShareArea[] {
  return SHARE_AREAS.filter((area) => areas.includes(area));
}

/** Pending invitations of a family at `now`: not accepted, not expired. */
export function pendingInvitations(familyId: string, now: Date) {
  return and(
    eq(familyInvitations.family_id, familyId),
    isNull(familyInvitations.accepted_at),
    gt(familyInvitations.expires_at, now),
  );
}

export async function getFamily(db: Db, userId: string, now: Date = new Date()): Promise<FamilyView | null> {
  const membership = await findMembership(db, userId);
  if (!membership) return null;
  const [memberRows, accessRows, invitationRows] = await Promise.all([
    db
      .select({
        user_id: familyMembers.user_id,
        role: familyMembers.role,
        joined_at: familyMembers.joined_at,
        name: users.name,
        email: users.email,
      })
      .from(familyMembers)
      .innerJoin(users, eq(users.id, familyMembers.user_id))
      .where(eq(familyMembers.family_id, membership.family_id))
      .orderBy(asc(familyMembers.joined_at)),
    db
      .select()
      .from(familyAccess)
      .where(or(eq(familyAccess.user_id, userId), eq(familyAccess.viewer_id, userId))),
    membership.role === "owner"
      ? db
          .select({
            invitation_id: familyInvitations.invitation_id,
            email: familyInvitations.email,
            expires_at: familyInvitations.expires_at,
          })
          .from(familyInvitations)
          .where(pendingInvitations(membership.family_id, now))
          .orderBy(asc(familyInvitations.created_at))
      : Promise.resolve([]),
  ]);
  const owner = memberRows.find((m) => m.user_id === membership.owner_id);
  const theyShare = (id: string) => accessRows.find((a) => a.user_id === id && a.viewer_id === userId);
  const iShare = (id: string) => accessRows.find((a) => a.user_id === userId && a.viewer_id === id);
  return {
    family_id: membership.family_id,
    role: membership.role,
    owner: { user_id: membership.owner_id, name: owner?.name ?? "", email: owner?.email ?? "" },
    members: memberRows
      .filter((m) => m.user_id !== userId)
      .map((m) => ({
        user_id: m.user_id,
        name: m.name,
        email: m.email,
        role: m.role as FamilyRole,
        joined_at: m.joined_at.toISOString(),
        they_share: knownAreas(theyShare(m.user_id)?.areas ?? []),
        i_share: knownAreas(iShare(m.user_id)?.areas ?? []),
        missed_dose_minutes: theyShare(m.user_id)?.missed_dose_minutes ?? null,
      })),
    invitations: invitationRows.map((i) => ({ ...i, expires_at: i.expires_at.toISOString() })),
    seats: FAMILY_SEATS,
  };
}
