/** Password sign-in, the current password as proof for a sensitive change, password change and account deletion. */
import "server-only";
import { hash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginAttempts, rateLimitHits, userTokens, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/identity/password";
import { log } from "@/lib/log";
import { recordAccountEvent } from "../../activity";
import { revokeAllPersonalTokens } from "../../personal-tokens";
import type { ChangePasswordInput, LoginInput } from "../../schema";
import { endOtherSignIns } from "../../sessions";
import { assertPasswordNotCommon } from "../../common-passwords";
import { THROTTLE_WINDOW_MS, assertNotThrottled, recordLoginAttempt } from "../../throttle";
import { userColumns, type UserRow } from "../../users";

export const LOGIN_FAILED = "Incorrect email or password.";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/** Where a request comes from, for the throttle and the account's events. */
export type RequestOrigin = { ip: string; userAgent?: string | null };

/**
 * The audit line of a failed sign-in: an account event when the email names an account,
 * else a log line with the email's SHA-256 (the email itself never reaches the log).
 */
async function noteFailedSignIn(db: Db, email: string, userId: string | null, origin: RequestOrigin): Promise<void> {
  if (userId) {
    await recordAccountEvent(db, { userId, kind: "sign_in_failed", ip: origin.ip, userAgent: origin.userAgent });
  } else {
    log.info("sign-in failed", { email_sha256: hash("sha256", email, "hex"), ip: origin.ip });
  }
}

/**
 * Checks a password sign-in. Unknown emails and wrong passwords get the same detail and
 * take about the same time (a dummy hash is verified, and the attempt and its audit record
 * are written together); throttling applies to both.
 */
export async function authenticate(db: Db, input: LoginInput, ip: string, userAgent?: string | null): Promise<UserRow> {
  await assertNotThrottled(db, input.email, ip);
  const [row] = await db
    .select({ ...userColumns, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const ok = row
    ? await verifyPassword(row.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  const success = ok && !!row?.is_active;
  await Promise.all([
    recordLoginAttempt(db, input.email, ip, success, row?.id ?? null),
    success ? undefined : noteFailedSignIn(db, input.email, row?.id ?? null, { ip, userAgent }),
  ]);
  if (!row || !success) throw ApiError.unauthorized(LOGIN_FAILED);
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, input.email),
        lt(loginAttempts.created_at, new Date(Date.now() - THROTTLE_WINDOW_MS)),
      ),
    );
  const { password_hash: _hash, ...user } = row;
  return user;
}

/**
 * The current password as proof of a sensitive change (password, email, deletion). A wrong
 * one counts as a failed login of the account and the address, and a throttled caller gets
 * the login's 429 even with the right password: the route is no way around the throttle.
 */
export async function verifyCurrentPassword(
  db: Db,
  user: { id: string; email: string },
  password: string,
  origin: RequestOrigin,
): Promise<void> {
  await assertNotThrottled(db, user.email, origin.ip);
  const [row] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, user.id));
  const ok = !!row && (await verifyPassword(row.password_hash, password));
  await recordLoginAttempt(db, user.email, origin.ip, ok, user.id);
  if (!ok) throw ApiError.badRequest(WRONG_CURRENT_PASSWORD);
}

/**
 * Changes the password and ends every other session and token of the user, and pending reset
 * links; also every personal access token unless `revoke_personal_tokens` is false. Answers
 * how many personal tokens ended.
 */
export async function changePassword(
  db: Db,
  user: { id: string; email: string },
  currentTokenId: string,
  input: ChangePasswordInput,
  origin: RequestOrigin,
): Promise<{ personalTokensRevoked: number }> {
  await verifyCurrentPassword(db, user, input.current_password, origin);
  if (input.current_password === input.new_password) {
    throw ApiError.badRequest("New password must be different from the current password");
  }
  assertPasswordNotCommon(input.new_password);
  const personalTokensRevoked = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: await hashPassword(input.new_password), updated_at: new Date() })
      .where(eq(users.id, user.id));
    await endOtherSignIns(tx, user.id, currentTokenId);
    // a reset link mailed before the change must not undo it
    await tx.delete(userTokens).where(and(eq(userTokens.user_id, user.id), eq(userTokens.purpose, "password_reset")));
    return input.revoke_personal_tokens === false ? 0 : revokeAllPersonalTokens(tx, user.id);
  });
  await recordAccountEvent(db, {
    userId: user.id,
    kind: "password_changed",
    ip: origin.ip,
    userAgent: origin.userAgent,
    detail: { personal_tokens_revoked: personalTokensRevoked },
  });
  return { personalTokensRevoked };
}

/**
 * Deletes the user after checking the password; every row of theirs goes with it (ON DELETE
 * CASCADE), login attempts included: those made against the account under any of its
 * emails name it, and those under its current email from before it existed are deleted here,
 * as are the mail limit's hits keyed by that email.
 */
export async function deleteAccount(
  db: Db,
  user: { id: string; email: string },
  currentPassword: string,
  origin: RequestOrigin,
): Promise<void> {
  await verifyCurrentPassword(db, user, currentPassword, origin);
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    if (!row) throw ApiError.notFound("Account not found.");
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, row.email));
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.key, row.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
