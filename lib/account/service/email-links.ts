/**
 * Email verification and password reset: single-use links whose tokens are stored hashed.
 * A reset request answers the same whether or not the email has an account.
 */
import "server-only";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { userTokens, users } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { hashToken, newSecretToken } from "@/lib/auth/tokens";
import { EmailNotSentError, sendEmail } from "@/lib/email/send";
import { passwordResetEmail, verificationEmail } from "@/lib/email/templates";
import { log, describeError } from "@/lib/log";
import { INVALID_LINK } from "../schema";
import { endOtherSignIns } from "../sessions";

type Purpose = "email_verification" | "password_reset";
const TTL_MS: Record<Purpose, number> = {
  email_verification: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};
export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset the password.";

/**
 * Mails a new link. Only the newest link of a kind works, but the older ones are revoked
 * only once the new one is sent: a failed send leaves the link the user already has working.
 */
async function sendLink(
  db: Db,
  user: { id: string; email: string; name: string },
  purpose: Purpose,
  compose: (token: string) => { subject: string; text: string; html?: string },
): Promise<void> {
  const token = newSecretToken();
  const [link] = await db
    .insert(userTokens)
    .values({
      user_id: user.id,
      purpose,
      email: user.email,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + TTL_MS[purpose]),
    })
    .returning({ id: userTokens.id });
  const mail = compose(token);
  try {
    await sendEmail({ to: user.email, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (err) {
    await db.delete(userTokens).where(eq(userTokens.id, link!.id)); // never sent: never valid
    throw err;
  }
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.user_id, user.id), eq(userTokens.purpose, purpose), ne(userTokens.id, link!.id)));
}

/** Marks the link used and returns it, or throws when it is unknown, used or expired. */
async function consumeLinkToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .update(userTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(userTokens.token_hash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, new Date()),
      ),
    )
    .returning({ user_id: userTokens.user_id, email: userTokens.email });
  if (!row) throw ApiError.badRequest(INVALID_LINK);
  return row;
}

export async function sendVerificationEmail(db: Db, user: { id: string; email: string; name: string }): Promise<void> {
  await sendLink(db, user, "email_verification", (token) => verificationEmail(user.name, token));
}

/** A new verification link on the user's request; 409 once the address is verified. */
export async function resendVerificationEmail(
  db: Db,
  user: { id: string; email: string; name: string; email_verified: boolean },
): Promise<void> {
  if (user.email_verified) throw ApiError.conflict("Your email is already verified.");
  await sendVerificationEmail(db, user);
}

/** Sends the verification mail without failing the caller when the mail server is down. */
export async function trySendVerificationEmail(
  db: Db,
  user: { id: string; email: string; name: string },
): Promise<boolean> {
  try {
    await sendVerificationEmail(db, user);
    return true;
  } catch (err) {
    log.error("verification email not sent", { user: user.id, error: describeError(err) });
    return false;
  }
}

export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, "email_verification");
    // the link confirms the address it was sent to, not one changed since
    const updated = await tx
      .update(users)
      .set({ email_verified: true, updated_at: new Date() })
      .where(and(eq(users.id, link.user_id), eq(users.email, link.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw ApiError.badRequest(INVALID_LINK);
  });
}

/**
 * Mails a reset link when the email has an active account. Run it after the response
 * (`runAfterResponse`): the request then does the same work for known and unknown emails.
 * A mail that cannot be sent is logged (the user can ask again); it never throws for that.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_active, true)))
    .limit(1);
  if (!user) return;
  try {
    await sendLink(db, user, "password_reset", (token) => passwordResetEmail(user.name, token));
  } catch (err) {
    // the answer is the same as for an unknown email (no account probing); the failure is logged
    if (!(err instanceof EmailNotSentError)) throw err;
    log.error("password reset email not sent", { user: user.id, error: describeError(err) });
  }
}

/** Sets a new password from a reset link and ends every session and token of the user. */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  const password_hash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, "password_reset");
    // the link works for the address it was sent to, not one changed since
    const updated = await tx
      .update(users)
      .set({ password_hash, updated_at: new Date() })
      .where(and(eq(users.id, link.user_id), eq(users.email, link.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw ApiError.badRequest(INVALID_LINK);
    await endOtherSignIns(tx, link.user_id);
  });
}
