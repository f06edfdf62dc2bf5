/**
 * Short-lived, single-use sign-in steps in auth_challenges: the `mfa_token` a correct
 * password earns on an account with two factors (only its SHA-256 is stored), and the
 * WebAuthn challenges of passkey ceremonies (found again by the hash of the challenge the
 * browser echoes). Each lives 5 minutes.
 */
import "server-only";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authChallenges, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { THROTTLE_WINDOW_MS } from "@/lib/identity/throttle";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong second steps a sign-in token survives; the same count per account within the login throttle's window. */
export const MFA_MAX_FAILURES = 5;
export const MFA_EXPIRED = "This sign-in has expired. Please sign in again.";

export type ChallengePurpose = "mfa" | "passkey_register" | "passkey_login";

/** Rows past their use and past the throttle's window (wrong codes are counted from them until then). */
async function purgeOld(db: Db, now: Date): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expires_at, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
}

function tooManyAttempts(oldest: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return ApiError.tooManyRequests(
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    seconds,
  );
}

/**
 * Wrong second steps of the account within the throttle's window, over all its sign-in
 * tokens. A correct password wipes the login throttle's slate, so without this count every
 * new password sign-in would buy another round of guesses at the code.
 */
async function assertMfaNotThrottled(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({
      failures: sql<number>`coalesce(sum(${authChallenges.failures}), 0)`.mapWith(Number),
      oldest: sql<string | null>`min(${authChallenges.created_at}) filter (where ${authChallenges.failures} > 0)`,
    })
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.user_id, userId),
        eq(authChallenges.purpose, "mfa"),
        gt(authChallenges.created_at, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
      ),
    );
  if ((row?.failures ?? 0) >= MFA_MAX_FAILURES) throw tooManyAttempts(new Date(row?.oldest ?? now), now);
}

/** A new sign-in token for the second step (refused while the account's second steps are throttled). */
export async function createMfaToken(db: Db, userId: string, now = new Date()): Promise<string> {
  await assertMfaNotThrottled(db, userId, now);
  await purgeOld(db, now);
  const token = newSecretToken();
  await db.insert(authChallenges).values({
    user_id: userId,
    purpose: "mfa",
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

const liveMfa = (token: string, now: Date) =>
  and(
    eq(authChallenges.token_hash, hashToken(token)),
    eq(authChallenges.purpose, "mfa"),
    gt(authChallenges.expires_at, now),
    lt(authChallenges.failures, MFA_MAX_FAILURES),
  );

export type MfaAttempt = { id: string; userId: string; email: string; challenge: string | null };

/** The live token's account, without using an attempt (to offer a passkey challenge, say). */
export async function findMfaToken(db: Db, token: string, now = new Date()): Promise<MfaAttempt | null> {
  const [row] = await db
    .select({ id: authChallenges.id, userId: users.id, email: users.email, challenge: authChallenges.challenge })
    .from(authChallenges)
    .innerJoin(users, eq(users.id, authChallenges.user_id))
    .where(and(liveMfa(token, now), eq(users.is_active, true)))
    .limit(1);
  return row ?? null;
}

/**
 * Takes one attempt of the token before the code is checked, so that parallel guesses are
 * counted too: the account's row is locked while its wrong steps are summed and this one
 * is added. A correct step then ends the token (`finishMfa`); a wrong one stays counted.
 */
export async function claimMfaAttempt(db: Db, found: MfaAttempt, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for("update");
    await assertMfaNotThrottled(tx, found.userId, now);
    const [claimed] = await tx
      .update(authChallenges)
      .set({ failures: sql`${authChallenges.failures} + 1` })
      .where(and(eq(authChallenges.id, found.id), lt(authChallenges.failures, MFA_MAX_FAILURES)))
      .returning({ id: authChallenges.id });
    if (!claimed) throw ApiError.unauthorized(MFA_EXPIRED);
  });
}

/**
 * Ends the sign-in token after a correct second step, and with it the account's count of
 * wrong ones (as a successful login wipes the login throttle's). False when another request
 * used the token first.
 */
export async function finishMfa(db: Db, attempt: MfaAttempt): Promise<boolean> {
  const [used] = await db
    .delete(authChallenges)
    .where(eq(authChallenges.id, attempt.id))
    .returning({ id: authChallenges.id });
  if (!used) return false;
  await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.user_id, attempt.userId), eq(authChallenges.purpose, "mfa")));
  return true;
}

/** Keeps a passkey challenge on the sign-in token, for a passkey as the second step. */
export async function setMfaChallenge(db: Db, token: string, challenge: string, now = new Date()) {
  const [row] = await db
    .update(authChallenges)
    .set({ challenge })
    .where(liveMfa(token, now))
    .returning({ userId: authChallenges.user_id });
  return row?.userId ?? null;
}

/** Stores a WebAuthn challenge: of the user's passkey registration, or of a sign-in with a passkey alone (no user). */
export async function saveChallenge(
  db: Db,
  purpose: Exclude<ChallengePurpose, "mfa">,
  challenge: string,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  await purgeOld(db, now);
  await db.insert(authChallenges).values({
    user_id: userId,
    purpose,
    challenge,
    token_hash: hashToken(`${purpose}:${challenge}`),
    expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** Uses up a stored challenge: true once, while it is live (and the user's, when one is named). */
export async function consumeChallenge(
  db: Db,
  purpose: Exclude<ChallengePurpose, "mfa">,
  challenge: string,
  userId: string | null,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.token_hash, hashToken(`${purpose}:${challenge}`)),
        eq(authChallenges.purpose, purpose),
        gt(authChallenges.expires_at, now),
        userId ? eq(authChallenges.user_id, userId) : isNull(authChallenges.user_id),
      ),
    )
    .returning({ id: authChallenges.id });
  return !!row;
}
