/**
 * The family owner's subscription, read in the same statement as a sign-in: a member has Pro
 * while the owner does. Two left joins (the caller's membership, then the owner's row) keep
 * the lookup one round trip; a user in no family reads nulls.
 */
import "server-only";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { families, familyMembers, users } from "@/db/schema";

export const familyOwner = alias(users, "family_owner");
const ownFamily = alias(familyMembers, "own_family");
const ownFamilyRow = alias(families, "own_family_row");

export const familyOwnerColumns = {
  family_owner_status: familyOwner.subscription_status,
  family_owner_end_date: familyOwner.subscription_end_date,
  family_owner_name: familyOwner.name,
};

/** What the sign-in lookups add to the user: null for anyone but a family member (not the owner). */
export type FamilyOwnerPlan = {
  family_owner_status: string | null;
  family_owner_end_date: Date | null;
  family_owner_name: string | null;
};

/** The joins, for `.leftJoin(...)` in order: the caller's membership as a member, its family, its owner. */
export const familyOwnerJoins = {
  membership: [ownFamily, and(eq(ownFamily.user_id, users.id), eq(ownFamily.role, "member"))!] as const,
  family: [ownFamilyRow, eq(ownFamilyRow.family_id, ownFamily.family_id)] as const,
  owner: [familyOwner, eq(familyOwner.id, ownFamilyRow.owner_id)] as const,
};
