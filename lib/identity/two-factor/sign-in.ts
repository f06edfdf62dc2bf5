/**
 * The steps of a sign-in, shared by the API (`/api/login…`, a bearer token) and the browser
 * (next-auth's Credentials provider, a session cookie): a correct password on an account
 * with two factors earns a 5-minute sign-in token instead of a session; the token and one
 * second step (a code, a recovery code or a passkey) then complete it. A passkey alone,
 * verified by its PIN or biometric, signs in too. Every success is an account event.
 */
import "server-only";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { assertNotThrottled, recordLoginAttempt } from "@/lib/identity/throttle";
import { toPublicUser, userColumns, type PublicUser, type UserRow } from "@/lib/identity/users";
import { issueBearerToken } from "@/lib/identity/sessions";
import { MFA_EXPIRED, claimMfaAttempt, createMfaToken, findMfaToken, finishMfa, setMfaChallenge } from "./challenges";
import { recordEvent, type RequestMeta } from "./events";
import { signInMethods } from "./factors";
import {
  PASSKEY_NOT_VERIFIED,
  PASSKEY_REQUEST_EXPIRED,
  consumeLoginChallenge,
  findPasskeyOwner,
  passkeyRequestOptions,
  verifyPasskeyAssertion,
} from "./passkeys";
import { recoveryCodesLeft, redeemRecoveryCode } from "./recovery-codes";
import type { MfaLoginInput, MfaMethod, PasskeyAssertion } from "./schema";
import { CODE_WRONG, verifyTotpCode } from "./totp";

export type SignInClient = "browser" | "api";
export type SignInMeta = RequestMeta & { client: SignInClient };
export type SignInMethod = "password" | MfaMethod;

/** What a correct password answers on an account with two factors. */
export type SecondStep = { mfa_required: true; mfa_token: string; methods: MfaMethod[] };

export const RECOVERY_CODE_NOT_ACCEPTED = "That recovery code is not valid or has already been used.";

/** After a correct password: the second step the account asks for, or null when it has no second factor. */
export async function secondStepFor(db: Db, userId: string): Promise<SecondStep | null> {
  const methods = await signInMethods(db, userId);
  if (methods.length === 0) return null;
  return { mfa_required: true, mfa_token: await createMfaToken(db, userId), methods };
}

/** Records a completed sign-in. */
export function recordSignIn(db: Db, userId: string, method: SignInMethod, meta: SignInMeta): Promise<void> {
  return recordEvent(db, userId, "sign_in", meta, { method, client: meta.client });
}

export type ApiSignIn = { access_token: string; token_type: "bearer"; user: PublicUser };

/** An API sign-in's answer: a new bearer token, seen once. */
export async function issueApiSignIn(
  db: Db,
  user: UserRow,
  method: SignInMethod,
  meta: SignInMeta,
): Promise<ApiSignIn> {
  const access_token = await issueBearerToken(db, user.id, meta.userAgent, meta.ip);
  await recordSignIn(db, user.id, method, meta);
  return { access_token, token_type: "bearer", user: toPublicUser(user) };
}

async function activeUser(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.is_active, true)))
    .limit(1);
  if (!user) throw ApiError.unauthorized(MFA_EXPIRED);
  return user;
}

/**
 * The second step: throttled like a login (the account's and the address's failures), each
 * wrong answer counted there and on the token, which dies after 5. Answers the signed-in user
 * and the method used.
 */
export async function completeSecondStep(
  db: Db,
  input: MfaLoginInput,
  meta: SignInMeta,
): Promise<{ user: UserRow; method: MfaMethod }> {
  const attempt = await findMfaToken(db, input.mfa_token);
  if (!attempt) throw ApiError.unauthorized(MFA_EXPIRED);
  await assertNotThrottled(db, attempt.email, meta.ip);
  await claimMfaAttempt(db, attempt);
  let method: MfaMethod;
  let ok: boolean;
  let wrong: string;
  if (input.code !== undefined) {
    method = "totp";
    ok = await verifyTotpCode(db, attempt.userId, input.code);
    wrong = CODE_WRONG;
  } else if (input.recovery_code !== undefined) {
    method = "recovery_code";
    ok = await redeemRecoveryCode(db, attempt.userId, input.recovery_code);
    wrong = RECOVERY_CODE_NOT_ACCEPTED;
  } else {
    method = "passkey";
    ok =
      !!attempt.challenge &&
      !!(await verifyPasskeyAssertion(db, input.passkey!, {
        expectedChallenge: attempt.challenge,
        userId: attempt.userId,
        requireUserVerification: false,
      }));
    wrong = PASSKEY_NOT_VERIFIED;
  }
  if (!ok) {
    await recordLoginAttempt(db, attempt.email, meta.ip, false);
    await recordEvent(db, attempt.userId, "sign_in_failed", meta, { method, client: meta.client });
    throw ApiError.unauthorized(wrong);
  }
  if (!(await finishMfa(db, attempt))) throw ApiError.unauthorized(MFA_EXPIRED);
  await recordLoginAttempt(db, attempt.email, meta.ip, true);
  if (method === "recovery_code") {
    await recordEvent(db, attempt.userId, "recovery_code_used", meta, {
      left: await recoveryCodesLeft(db, attempt.userId),
    });
  }
  return { user: await activeUser(db, attempt.userId), method };
}

/** A passkey challenge for the second step, kept on the sign-in token (a new one replaces it). */
export async function mfaPasskeyOptions(db: Db, token: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const found = await findMfaToken(db, token);
  if (!found) throw ApiError.unauthorized(MFA_EXPIRED);
  const options = await passkeyRequestOptions(db, found.userId);
  if (!options.allowCredentials?.length) throw ApiError.badRequest("This account has no passkey.");
  if (!(await setMfaChallenge(db, token, options.challenge))) throw ApiError.unauthorized(MFA_EXPIRED);
  return options;
}

/**
 * A sign-in by passkey alone: the challenge must be one this server gave out (once, within
 * 5 minutes) and the authenticator must have verified its user.
 */
export async function signInWithPasskey(db: Db, assertion: PasskeyAssertion, meta: SignInMeta): Promise<UserRow> {
  const challenge = await consumeLoginChallenge(db, assertion);
  if (!challenge) throw ApiError.unauthorized(PASSKEY_REQUEST_EXPIRED);
  const owner = await findPasskeyOwner(db, assertion.id);
  if (!owner) throw ApiError.unauthorized(PASSKEY_NOT_VERIFIED);
  await assertNotThrottled(db, owner.email, meta.ip);
  const verified = await verifyPasskeyAssertion(db, assertion, {
    expectedChallenge: challenge,
    requireUserVerification: true,
  });
  if (!verified) {
    await recordLoginAttempt(db, owner.email, meta.ip, false);
    await recordEvent(db, owner.userId, "sign_in_failed", meta, { method: "passkey", client: meta.client });
    throw ApiError.unauthorized(PASSKEY_NOT_VERIFIED);
  }
  await recordLoginAttempt(db, owner.email, meta.ip, true);
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, verified.userId), eq(users.is_active, true)))
    .limit(1);
  if (!user) throw ApiError.unauthorized(PASSKEY_NOT_VERIFIED);
  return user;
}
