/**
 * Inviting into a family, cancelling an invitation, and joining. Only a user who pays for Pro
 * themself invites; the first invitation creates the family with them as its owner. Seats (4,
 * the owner included) count members and pending invitations, under a lock on the family's row
 * so two invitations or joins at once cannot pass the limit. The emailed token is single-use:
 * only its SHA-256 is stored, and accepting marks it used in the same statement that checks it
 * is unused. A family takes new members only while its owner's own Pro is in force, and an
 * invitation is accepted only by the account whose verified email is the invited address.
 */
import "server-only";
import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { families, familyInvitations, familyMembers, users } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { countMailToOthers } from "@/lib/identity/mail-to-others";
import { ApiError } from "@/lib/errors/api-error";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import { ownPlan } from "@/lib/billing/entitlements";
import { sendEmail } from "@/lib/email/send";
import { familyInvitationEmail } from "./emails";
import { invitationRefusal } from "./invitation-address";
import type { EventOrigin } from "@/lib/identity/activity";
import { familyOwner, namesOf, recordFamilyEvents } from "./events";
import { FAMILY_SEATS, INVITATION_DAYS, type InvitationInput } from "./schema";
import { findMembership, getFamily, pendingInvitations, type FamilyView, type InvitationView } from "./view";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
export const FAMILY_NEEDS_PRO = "Family sharing requires the Pro plan. Upgrade to continue.";
export const FAMILY_FULL = `A family has at most ${FAMILY_SEATS} members, the owner included, counting pending invitations.`;
export const ONLY_OWNER_INVITES = "Only the family's owner can invite people.";
export const ALREADY_IN_A_FAMILY = "That person is already in a family.";
export const ALREADY_INVITED = "An invitation to that email is already pending.";
export const INVITATION_INVALID = "This invitation link is not valid or has already been used.";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the family's owner for a new one.";
export const YOU_ARE_IN_A_FAMILY = "You are already in a family. Leave it before joining another.";
export const JOINED_FULL = `This family already has ${FAMILY_SEATS} members.`;

/** Why a family whose owner's Pro has ended takes nobody new: the owner is the one to act. */
export function familyProEnded(ownerName: string): string {
  const first = ownerName.trim().split(/\s+/)[0] || "the family's owner";
  return `This family's Pro plan has ended, so it can't take new members. Ask ${first} to renew Pro.`;
}

/** Whether the owner's own Pro is in force, as inviting requires: a family gives Pro only then. */
function ownerHasPro(owner: { status: string; end: Date | null }, now: Date): boolean {
  return ownPlan({ subscription_status: owner.status, subscription_end_date: owner.end }, now) === "pro";
}

/** Members of a family plus its pending invitations, with the family's row locked until the transaction ends. */
async function seatsTaken(tx: Tx, familyId: string, now: Date): Promise<{ members: number; pending: number }> {
  await tx.select({ id: families.family_id }).from(families).where(eq(families.family_id, familyId)).for("update");
  const [[members], [pending]] = await Promise.all([
    tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.family_id, familyId)),
    tx.select({ n: count() }).from(familyInvitations).where(pendingInvitations(familyId, now)),
  ]);
  return { members: members!.n, pending: pending!.n };
}

/** The owner's family, created (with the owner as its first member) on their first invitation. */
async function ownFamily(tx: Tx, ownerId: string): Promise<string> {
  const membership = await findMembership(tx, ownerId);
  if (membership) {
    if (membership.role !== "owner") throw ApiError.conflict(ONLY_OWNER_INVITES);
    return membership.family_id;
  }
  const [family] = await tx
    .insert(families)
    .values({ owner_id: ownerId })
    .onConflictDoNothing()
    .returning({ family_id: families.family_id });
  // a concurrent first invitation created it: use that one
  const familyId =
    family?.family_id ??
    (await tx.select({ id: families.family_id }).from(families).where(eq(families.owner_id, ownerId)))[0]!.id;
  await tx.insert(familyMembers).values({ user_id: ownerId, family_id: familyId, role: "owner" }).onConflictDoNothing();
  return familyId;
}

export async function inviteToFamily(
  db: Db,
  owner: SignedInUser,
  input: InvitationInput,
  now: Date = new Date(),
  origin: EventOrigin = {},
): Promise<InvitationView> {
  if (ownPlan(owner, now) !== "pro") throw ApiError.paymentRequired(FAMILY_NEEDS_PRO);
  const token = newSecretToken();
  const created = await db.transaction(async (tx) => {
    const familyId = await ownFamily(tx, owner.id);
    const { members, pending } = await seatsTaken(tx, familyId, now);
    if (members + pending >= FAMILY_SEATS) throw ApiError.conflict(FAMILY_FULL);
    const [invitee] = await tx
      .select({ family_id: familyMembers.family_id })
      .from(users)
      .innerJoin(familyMembers, eq(familyMembers.user_id, users.id))
      .where(eq(users.email, input.email))
      .limit(1);
    if (invitee || input.email === owner.email.toLowerCase()) throw ApiError.conflict(ALREADY_IN_A_FAMILY);
    const [again] = await tx
      .select({ id: familyInvitations.invitation_id })
      .from(familyInvitations)
      .where(and(pendingInvitations(familyId, now), eq(familyInvitations.email, input.email)))
      .limit(1);
    if (again) throw ApiError.conflict(ALREADY_INVITED);
    const [row] = await tx
      .insert(familyInvitations)
      .values({
        family_id: familyId,
        email: input.email,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      })
      .returning({
        invitation_id: familyInvitations.invitation_id,
        email: familyInvitations.email,
        expires_at: familyInvitations.expires_at,
      });
    return row!;
  });
  try {
    // counted once the invitation may be sent (a refused one is no mail); beyond the hour's, a 429
    await countMailToOthers(db, owner.id, "family_invitation", now);
    await sendEmail({ to: created.email, ...familyInvitationEmail(owner.name, token) });
  } catch (err) {
    // an invitation nobody received would hold a seat for a week
    await db.delete(familyInvitations).where(eq(familyInvitations.invitation_id, created.invitation_id));
    throw err;
  }
  // the address stays out: the activity and its log line hold no emails
  await recordFamilyEvents(db, origin, [
    {
      userId: owner.id,
      kind: "family_invitation_sent",
      detail: { invitation_id: created.invitation_id },
      acting: true,
    },
  ]);
  return { ...created, expires_at: created.expires_at.toISOString() };
}

/**
 * The owner cancels an invitation not yet accepted: its row goes, so the seat frees at once and
 * the link answers as an unknown one. False when the invitation is not one of the caller's
 * family's as its owner, or was already accepted.
 */
export async function cancelInvitation(
  db: Db,
  ownerId: string,
  invitationId: string,
  origin: EventOrigin = {},
): Promise<boolean> {
  const ownedFamily = db.select({ id: families.family_id }).from(families).where(eq(families.owner_id, ownerId));
  const gone = await db
    .delete(familyInvitations)
    .where(
      and(
        eq(familyInvitations.invitation_id, invitationId),
        isNull(familyInvitations.accepted_at),
        inArray(familyInvitations.family_id, ownedFamily),
      ),
    )
    .returning({ id: familyInvitations.invitation_id });
  if (gone.length === 0) return false;
  await recordFamilyEvents(db, origin, [
    { userId: ownerId, kind: "family_invitation_cancelled", detail: { invitation_id: invitationId }, acting: true },
  ]);
  return true;
}

/**
 * The signed-in user joins the family of an emailed invitation; answers the family as they now
 * see it. Only the account whose verified email is the invited address joins (403 otherwise).
 */
export async function joinFamily(
  db: Db,
  userId: string,
  token: string,
  now: Date = new Date(),
  origin: EventOrigin = {},
): Promise<FamilyView> {
  const familyId = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        invitation: familyInvitations,
        owner: { name: users.name, status: users.subscription_status, end: users.subscription_end_date },
      })
      .from(familyInvitations)
      .innerJoin(families, eq(families.family_id, familyInvitations.family_id))
      .innerJoin(users, eq(users.id, families.owner_id))
      .where(eq(familyInvitations.token_hash, hashToken(token)))
      .limit(1);
    const invitation = found?.invitation;
    if (!invitation || invitation.accepted_at) throw ApiError.notFound(INVITATION_INVALID);
    if (invitation.expires_at.getTime() <= now.getTime()) throw new ApiError(410, INVITATION_EXPIRED);
    // joining would give no Pro: refused before anything changes
    if (!ownerHasPro(found.owner, now)) throw ApiError.conflict(familyProEnded(found.owner.name));
    if (await findMembership(tx, userId)) throw ApiError.conflict(YOU_ARE_IN_A_FAMILY);
    const [account] = await tx
      .select({ email: users.email, email_verified: users.email_verified })
      .from(users)
      .where(eq(users.id, userId));
    const refusal = invitationRefusal(invitation.email, account!);
    if (refusal) throw ApiError.forbidden(refusal.detail);
    const { members } = await seatsTaken(tx, invitation.family_id, now);
    if (members >= FAMILY_SEATS) throw ApiError.conflict(JOINED_FULL);
    const used = await tx
      .update(familyInvitations)
      .set({ accepted_by: userId, accepted_at: now })
      .where(
        and(
          eq(familyInvitations.invitation_id, invitation.invitation_id),
          isNull(familyInvitations.accepted_at),
          gt(familyInvitations.expires_at, now),
        ),
      )
      .returning({ id: familyInvitations.invitation_id });
    if (used.length === 0) throw ApiError.notFound(INVITATION_INVALID);
    await tx
      .insert(familyMembers)
      .values({ user_id: userId, family_id: invitation.family_id, role: "member", joined_at: now });
    return invitation.family_id;
  });
  await recordJoin(db, userId, familyId, origin);
  return (await getFamily(db, userId, now))!;
}

/** The joiner's and the owner's record of a join. */
async function recordJoin(db: Db, userId: string, familyId: string, origin: EventOrigin): Promise<void> {
  const owner = await familyOwner(db, familyId);
  if (!owner) return;
  const member = (await namesOf(db, [userId])).get(userId) ?? "";
  await recordFamilyEvents(db, origin, [
    { userId, kind: "family_joined", detail: { owner_id: owner.id, owner_name: owner.name }, acting: true },
    { userId: owner.id, kind: "family_member_joined", detail: { member_id: userId, member_name: member } },
  ]);
}

/** Whether an invitation token is live now (the join page tells a dead link before asking to sign in). */
export async function invitationState(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<
  | { state: "valid"; ownerName: string; email: string }
  | { state: "invalid" | "expired" }
  | { state: "ended"; detail: string }
> {
  if (!token || token.length > 200) return { state: "invalid" };
  const [row] = await db
    .select({
      accepted_at: familyInvitations.accepted_at,
      expires_at: familyInvitations.expires_at,
      email: familyInvitations.email,
      owner_name: users.name,
      owner_status: users.subscription_status,
      owner_end: users.subscription_end_date,
    })
    .from(familyInvitations)
    .innerJoin(families, eq(families.family_id, familyInvitations.family_id))
    .innerJoin(users, eq(users.id, families.owner_id))
    .where(eq(familyInvitations.token_hash, sql`${hashToken(token)}`))
    .limit(1);
  if (!row || row.accepted_at) return { state: "invalid" };
  if (row.expires_at.getTime() <= now.getTime()) return { state: "expired" };
  if (!ownerHasPro({ status: row.owner_status, end: row.owner_end }, now)) {
    return { state: "ended", detail: familyProEnded(row.owner_name) };
  }
  return { state: "valid", ownerName: row.owner_name, email: row.email };
}
