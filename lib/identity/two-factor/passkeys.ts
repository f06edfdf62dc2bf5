/**
 * Passkeys (WebAuthn): registered in Settings with the password, then a second factor or
 * a sign-in of their own. The public key, counter and flags are kept; the private key never
 * leaves the authenticator.
 */
import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { passkeys, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { enforceRateLimit } from "@/lib/identity/rate-limit";
import { log } from "@/lib/log";
import { consumeChallenge, saveChallenge } from "./challenges";
import { recordEvent, type RequestMeta } from "./events";
import { hasConfirmedTotp, listPasskeys, type PasskeySummary } from "./factors";
import { confirmPassword, type Caller } from "./password-check";
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from "./recovery-codes";
import type { PasskeyAssertion, PasskeyRegisterInput } from "./schema";
import { CEREMONY_TIMEOUT_MS, RP_NAME, challengeOf, relyingParty } from "./webauthn";

export const MAX_PASSKEYS = 20;
export const PASSKEY_REQUEST_EXPIRED = "This passkey request has expired. Please try again.";
export const PASSKEY_NOT_VERIFIED = "The passkey could not be verified. Please try again.";
export const PASSKEY_NOT_FOUND = "Passkey not found.";

/** The WebAuthn user handle: the account id's 16 bytes (no name or email). */
function userHandle(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll("-", ""), "hex"));
}

/** What the browser's navigator.credentials.create() needs; the challenge is kept 5 minutes. Needs the password. */
export async function passkeyRegistrationOptions(
  db: Db,
  user: Caller & { name: string },
  password: string,
  ip: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  await confirmPassword(db, user, password, ip);
  const existing = await db
    .select({ id: passkeys.credential_id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.user_id, user.id));
  if (existing.length >= MAX_PASSKEYS) throw ApiError.conflict(`You can keep up to ${MAX_PASSKEYS} passkeys.`);
  const { rpID } = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports ?? undefined })),
    // discoverable, so the same passkey can sign in without the email and password
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await saveChallenge(db, "passkey_register", options.challenge, user.id);
  return options;
}

export type PasskeyAdded = { passkey: PasskeySummary; recovery_codes?: string[] };

/** Verifies the authenticator's answer and stores the passkey. The account's first factor also gets recovery codes. */
export async function registerPasskey(
  db: Db,
  user: Caller,
  input: PasskeyRegisterInput,
  meta: RequestMeta,
): Promise<PasskeyAdded> {
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(db, "passkey_register", challenge, user.id))) {
    throw ApiError.badRequest(PASSKEY_REQUEST_EXPIRED);
  }
  const { rpID, origin } = relyingParty();
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (err) {
    log.info("passkey registration refused", { user_id: user.id, reason: (err as Error).message });
    throw ApiError.badRequest(PASSKEY_NOT_VERIFIED);
  }
  if (!verified.verified) throw ApiError.badRequest(PASSKEY_NOT_VERIFIED);
  const info = verified.registrationInfo;
  const count = (await listPasskeys(db, user.id)).length;
  const hadFactor = count > 0 || (await hasConfirmedTotp(db, user.id));
  const [row] = await db
    .insert(passkeys)
    .values({
      user_id: user.id,
      credential_id: info.credential.id,
      public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? input.credential.response.transports ?? null,
      device_type: info.credentialDeviceType,
      backed_up: info.credentialBackedUp,
      name: input.name ?? `Passkey ${count + 1}`,
    })
    .onConflictDoNothing({ target: passkeys.credential_id })
    .returning({ id: passkeys.id });
  if (!row) throw ApiError.conflict("This passkey is already registered.");
  await recordEvent(db, user.id, "passkey_added", meta);
  const added = (await listPasskeys(db, user.id)).find((p) => p.passkey_id === row.id)!;
  if (hadFactor && (await recoveryCodesLeft(db, user.id)) > 0) return { passkey: added };
  const recovery_codes = await replaceRecoveryCodes(db, user.id);
  await recordEvent(db, user.id, "recovery_codes_generated", meta);
  return { passkey: added, recovery_codes };
}

export async function renamePasskey(
  db: Db,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<PasskeySummary | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.user_id, userId)))
    .returning({ id: passkeys.id });
  if (!row) return null;
  return (await listPasskeys(db, userId)).find((p) => p.passkey_id === row.id) ?? null;
}

/** Removes a passkey (password needed); null when it is not the user's. Recovery codes go when no factor is left. */
export async function removePasskey(
  db: Db,
  user: Caller,
  passkeyId: string,
  password: string,
  meta: RequestMeta,
): Promise<{ detail: string } | null> {
  await confirmPassword(db, user, password, meta.ip);
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.user_id, user.id)))
    .returning({ id: passkeys.id });
  if (!row) return null;
  if (!(await hasConfirmedTotp(db, user.id)) && (await listPasskeys(db, user.id)).length === 0) {
    await deleteRecoveryCodes(db, user.id);
  }
  await recordEvent(db, user.id, "passkey_removed", meta);
  return { detail: "Passkey removed." };
}

/** Options for navigator.credentials.get(): the user's own passkeys (second step), or any (a sign-in by passkey alone). */
export async function passkeyRequestOptions(
  db: Db,
  userId: string | null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty();
  const allowCredentials = userId
    ? (
        await db
          .select({ id: passkeys.credential_id, transports: passkeys.transports })
          .from(passkeys)
          .where(eq(passkeys.user_id, userId))
      ).map((c) => ({ id: c.id, transports: c.transports ?? undefined }))
    : undefined;
  return generateAuthenticationOptions({
    rpID,
    allowCredentials,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: "preferred",
  });
}

/** The owner of the passkey an assertion names (a refused sign-in counts against that account); null when unknown. */
export async function findPasskeyOwner(
  db: Db,
  credentialId: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.user_id))
    .where(eq(passkeys.credential_id, credentialId));
  return row ?? null;
}

/**
 * Checks an assertion against the stored public key and the expected challenge, then keeps
 * the new signature counter and the time of use. `userId`: the passkey must be this user's
 * (a second step). `requireUserVerification`: a sign-in by passkey alone needs the
 * authenticator's PIN or biometric, as it stands in for the password too.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  assertion: PasskeyAssertion,
  opts: { expectedChallenge: string; userId?: string; requireUserVerification: boolean },
): Promise<{ userId: string; passkeyId: string } | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(
      opts.userId
        ? and(eq(passkeys.credential_id, assertion.id), eq(passkeys.user_id, opts.userId))
        : eq(passkeys.credential_id, assertion.id),
    );
  if (!row) return null;
  const { rpID, origin } = relyingParty();
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: opts.expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credential_id,
        publicKey: isoBase64URL.toBuffer(row.public_key),
        counter: Number(row.counter),
        transports: row.transports ?? undefined,
      },
      requireUserVerification: opts.requireUserVerification,
    });
    if (!result.verified) return null;
    await db
      .update(passkeys)
      .set({
        counter: result.authenticationInfo.newCounter,
        backed_up: result.authenticationInfo.credentialBackedUp,
        last_used_at: new Date(),
      })
      .where(eq(passkeys.id, row.id));
    return { userId: row.user_id, passkeyId: row.id };
  } catch (err) {
    log.info("passkey assertion refused", { user_id: row.user_id, reason: (err as Error).message });
    return null;
  }
}

/** Uses up the challenge of a sign-in by passkey alone; false when it is unknown, used or expired. */
export async function consumeLoginChallenge(db: Db, assertion: PasskeyAssertion): Promise<string | null> {
  const challenge = challengeOf(assertion.response.clientDataJSON);
  if (!challenge || !(await consumeChallenge(db, "passkey_login", challenge, null))) return null;
  return challenge;
}

/** Challenges of sign-ins by passkey alone a network may ask for: each is a stored row, asked for without an account. */
export const PASSKEY_OPTIONS_PER_IP = { max: 30, windowMs: 15 * 60 * 1000 };
export const PASSKEY_OPTIONS_LIMITED = "Too many passkey sign-in attempts from your network.";

/** A sign-in by passkey alone: options and their stored challenge, within the limit of the caller's address. */
export async function passkeyLoginOptions(db: Db, ip: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  await enforceRateLimit(
    db,
    { bucket: "passkey_options_ip", key: ip, ...PASSKEY_OPTIONS_PER_IP },
    PASSKEY_OPTIONS_LIMITED,
  );
  const options = await passkeyRequestOptions(db, null);
  await saveChallenge(db, "passkey_login", options.challenge, null);
  return options;
}
