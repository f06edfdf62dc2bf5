/** Password sign-in, password change and account deletion. */
import "server-only";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginAttempts, userTokens, users } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import type { ChangePasswordInput, LoginInput } from "../schema";
import { endOtherSignIns } from "../sessions";
import { THROTTLE_WINDOW_MS, assertNotThrottled, recordLoginAttempt } from "./throttle";
import { userColumns, type UserRow } from "./users";

export const LOGIN_FAILED = "Incorrect email or password.";

/**
 * Checks a password sign-in. Unknown emails and wrong passwords get the same detail and
 * take about the same time (a dummy hash is verified); throttling applies to both.
 */
export async function authenticate(db: Db, input: LoginInput, ip: string): Promise<UserRow> {
  await assertNotThrottled(db, input.email, ip);
  const [row] = await db
    .select({ ...userColumns, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  const ok = row
    ? await verifyPassword(row.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  await recordLoginAttempt(db, input.email, ip, ok && !!row?.is_active);
  if (!row || !ok || !row.is_active) throw ApiError.unauthorized(LOGIN_FAILED);
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

/** Changes the password and ends every other session and token of the user, and pending reset links. */
export async function changePassword(
  db: Db,
  userId: string,
  currentTokenId: string,
  input: ChangePasswordInput,
): Promise<void> {
  const [row] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.password_hash, input.current_password))) {
    throw ApiError.badRequest("Current password is incorrect");
  }
  if (input.current_password === input.new_password) {
    throw ApiError.badRequest("New password must be different from the current password");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: await hashPassword(input.new_password), updated_at: new Date() })
      .where(eq(users.id, userId));
    await endOtherSignIns(tx, userId, currentTokenId);
    // a reset link mailed before the change must not undo it
    await tx.delete(userTokens).where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, "password_reset")));
  });
}

/** Deletes the user; every row of theirs goes with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!row) throw ApiError.notFound("Account not found.");
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, row.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
