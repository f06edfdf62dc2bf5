/**
 * Email verification, password reset and the undo of an email change: single-use links
 * whose tokens are stored hashed. A reset request answers the same whether or not the email
 * has an account. Mail is limited per address and per client IP (MAIL_LIMITS).
 */
import "server-only";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { userTokens, users } from "@/db/schema";
import { pgErrorCode } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { hashPassword } from "@/lib/identity/password";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import { EmailNotSentError, sendEmail } from "@/lib/email/send";
import { emailChangedEmail, passwordResetEmail, verificationEmail } from "@/lib/email/templates";
import { log, describeError } from "@/lib/log";
import { recordAccountEvent } from "../../activity";
import { revokeAllPersonalTokens } from "../../personal-tokens";
import { INVALID_LINK } from "../../schema";
import { endOtherSignIns } from "../../sessions";
import { assertPasswordNotCommon } from "../../common-passwords";
import type { RequestOrigin } from "./credentials";
import { enforceRateLimit, hitRateLimit } from "../../rate-limit";

type Purpose = "email_verification" | "password_reset" | "email_revert";
const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS: Record<Purpose, number> = {
  email_verification: 7 * DAY_MS,
  password_reset: 60 * 60 * 1000,
  email_revert: 7 * DAY_MS,
};
export const RESET_REQUESTED = "If an account exists for that email, we have sent a link to reset the password.";

const HOUR_MS = 60 * 60 * 1000;
/**
 * Reset and verification mail: at most 3 an hour to one address (beyond: a reset request
 * sends nothing but answers as usual, a resend is a 429), and 10 requests an hour from one
 * client IP for each of the two routes (beyond: 429).
 */
export const MAIL_LIMITS = {
  perAddress: { max: 3, windowMs: HOUR_MS },
  perIp: { max: 10, windowMs: HOUR_MS },
} as const;
const TOO_MANY_REQUESTS = "Too many requests.";

/**
 * Mails a new link. Only the newest link of a kind works, but the older ones are revoked
 * only once the new one is sent: a failed send leaves the link the user already has working.
 */
async function sendLink(
  db: Db,
  user: { id: string; email: string; name: string },
  purpose: Purpose,
  compose: (token: string) => { subject: string; text: string; html?: string },
  { revokeOlder = true }: { revokeOlder?: boolean } = {},
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
  if (!revokeOlder) return;
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

/**
 * A new verification link on the user's request; 409 once the address is verified, 429
 * beyond the requests of the client IP or the mail of the address (MAIL_LIMITS).
 */
export async function resendVerificationEmail(
  db: Db,
  user: { id: string; email: string; name: string; email_verified: boolean },
  ip: string,
): Promise<void> {
  if (user.email_verified) throw ApiError.conflict("Your email is already verified.");
  await enforceRateLimit(db, { bucket: "verification_ip", key: ip, ...MAIL_LIMITS.perIp }, TOO_MANY_REQUESTS);
  await enforceRateLimit(
    db,
    { bucket: "verification_mail", key: user.email, ...MAIL_LIMITS.perAddress },
    "We have sent several links to this address.",
  );
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
 * The part of a reset request on the request path, the same for every email: 429 beyond the
 * requests of the client IP (MAIL_LIMITS).
 */
export async function limitPasswordResetRequests(db: Db, ip: string): Promise<void> {
  await enforceRateLimit(db, { bucket: "reset_ip", key: ip, ...MAIL_LIMITS.perIp }, TOO_MANY_REQUESTS);
}

/**
 * Mails a reset link when the email has an active account. Run it after the response
 * (`runAfterResponse`): the request then does the same work for known and unknown emails.
 * No mail goes to an address changed and not verified since (whoever changed it may not
 * own it), nor beyond the mail of the address (MAIL_LIMITS). A mail that cannot be sent is
 * logged (the user can ask again); it never throws for that.
 */
export async function requestPasswordReset(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      email_verified: users.email_verified,
      email_changed_at: users.email_changed_at,
    })
    .from(users)
    .where(and(eq(users.email, email), eq(users.is_active, true)))
    .limit(1);
  if (!user) return;
  if (user.email_changed_at && !user.email_verified) {
    log.warn("password reset email not sent: the changed address is not verified", { user: user.id });
    return;
  }
  const allowed = await hitRateLimit(db, { bucket: "reset_mail", key: user.email, ...MAIL_LIMITS.perAddress });
  if (!allowed.ok) {
    log.warn("password reset email not sent: mail limit of the address", { user: user.id });
    return;
  }
  try {
    await sendLink(db, user, "password_reset", (token) => passwordResetEmail(user.name, token));
  } catch (err) {
    // the answer is the same as for an unknown email (no account probing); the failure is logged
    if (!(err instanceof EmailNotSentError)) throw err;
    log.error("password reset email not sent", { user: user.id, error: describeError(err) });
  }
}

/**
 * Sets a new password from a reset link and ends every session and token of the user, personal
 * access tokens included (whoever took the account may have made one). Answers how many of
 * those ended.
 */
export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  origin?: RequestOrigin,
): Promise<{ personalTokensRevoked: number }> {
  assertPasswordNotCommon(newPassword); // before the link is used: it still works for a better choice
  const password_hash = await hashPassword(newPassword);
  const { userId, personalTokensRevoked } = await db.transaction(async (tx) => {
    const link = await consumeLinkToken(tx, token, "password_reset");
    // the link works for the address it was sent to, not one changed since
    const updated = await tx
      .update(users)
      .set({ password_hash, updated_at: new Date() })
      .where(and(eq(users.id, link.user_id), eq(users.email, link.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw ApiError.badRequest(INVALID_LINK);
    await endOtherSignIns(tx, link.user_id);
    return { userId: link.user_id, personalTokensRevoked: await revokeAllPersonalTokens(tx, link.user_id) };
  });
  await recordAccountEvent(db, {
    userId,
    kind: "password_reset",
    ip: origin?.ip,
    userAgent: origin?.userAgent,
    detail: { personal_tokens_revoked: personalTokensRevoked },
  });
  return { personalTokensRevoked };
}

/**
 * Tells the address an account leaves that it was changed, with a link that undoes the
 * change for 7 days. Older undo links stay valid: a second change must not cancel the
 * first address's way back. A failed send is logged, not thrown: the change is made.
 */
export async function sendEmailChangedNotice(
  db: Db,
  user: { id: string; name: string },
  oldEmail: string,
): Promise<void> {
  try {
    await sendLink(db, { ...user, email: oldEmail }, "email_revert", (token) => emailChangedEmail(user.name, token), {
      revokeOlder: false,
    });
  } catch (err) {
    log.error("email change notice not sent", { user: user.id, error: describeError(err) });
  }
}

export const EMAIL_TAKEN_SINCE =
  "Another account uses that address now, so the change cannot be undone here. Please contact support.";

/**
 * Undoes an email change from the link mailed to the earlier address: the account has that
 * address again (verified: the link was opened from its inbox), every session, token,
 * personal access token and pending link of the account ends, and the event is recorded.
 * Answers the address and how many personal tokens ended.
 */
export async function revertEmailChange(
  db: Db,
  token: string,
  origin: RequestOrigin,
): Promise<{ email: string; personalTokensRevoked: number }> {
  const link = await db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, token, "email_revert");
    const now = new Date();
    const restored = await tx
      .update(users)
      .set({ email: found.email, email_verified: true, email_changed_at: now, updated_at: now })
      .where(eq(users.id, found.user_id))
      .returning({ id: users.id })
      .catch((err: unknown) => {
        throw pgErrorCode(err) === "23505" ? ApiError.conflict(EMAIL_TAKEN_SINCE) : err;
      });
    if (restored.length === 0) throw ApiError.badRequest(INVALID_LINK);
    await endOtherSignIns(tx, found.user_id);
    await tx.delete(userTokens).where(eq(userTokens.user_id, found.user_id));
    return { ...found, personalTokensRevoked: await revokeAllPersonalTokens(tx, found.user_id) };
  });
  await recordAccountEvent(db, {
    userId: link.user_id,
    kind: "email_change_reverted",
    ip: origin.ip,
    userAgent: origin.userAgent,
    detail: { personal_tokens_revoked: link.personalTokensRevoked },
  });
  return { email: link.email, personalTokensRevoked: link.personalTokensRevoked };
}
