/** Which second factors an account has: what a sign-in asks for, and what Settings shows. */
import "server-only";
import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { passkeys, recoveryCodes, totpFactors, users } from "@/db/schema";
import { recoveryCodesLeft } from "./recovery-codes";
import type { MfaMethod } from "./schema";

export async function hasConfirmedTotp(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ user_id: totpFactors.user_id })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at)));
  return !!row;
}

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.user_id, userId));
  return row?.n ?? 0;
}

/**
 * The second steps a sign-in of this account offers; none when it has no factor. One
 * statement: every password sign-in asks it.
 */
export async function signInMethods(db: Db, userId: string): Promise<MfaMethod[]> {
  const [row] = await db
    .select({
      totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.user_id} = ${userId} and ${totpFactors.confirmed_at} is not null)`,
      keys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.user_id} = ${userId})`.mapWith(Number),
      codes:
        sql<number>`(select count(*) from ${recoveryCodes} where ${recoveryCodes.user_id} = ${userId} and ${recoveryCodes.used_at} is null)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || (!row.totp && row.keys === 0)) return [];
  const methods: MfaMethod[] = [];
  if (row.totp) methods.push("totp");
  if (row.codes > 0) methods.push("recovery_code");
  if (row.keys > 0) methods.push("passkey");
  return methods;
}

export type PasskeySummary = {
  passkey_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  backed_up: boolean;
};

export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      passkey_id: passkeys.id,
      name: passkeys.name,
      created_at: passkeys.created_at,
      last_used_at: passkeys.last_used_at,
      backed_up: passkeys.backed_up,
    })
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(asc(passkeys.created_at));
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  }));
}

export type TwoFactorStatus = {
  enabled: boolean;
  totp_enabled: boolean;
  passkeys: PasskeySummary[];
  recovery_codes_left: number;
};

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const [totp, keys, codes] = await Promise.all([
    hasConfirmedTotp(db, userId),
    listPasskeys(db, userId),
    recoveryCodesLeft(db, userId),
  ]);
  return { enabled: totp || keys.length > 0, totp_enabled: totp, passkeys: keys, recovery_codes_left: codes };
}
