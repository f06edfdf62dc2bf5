/**
 * The authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one step of
 * drift either way). A code's step is never accepted twice: `last_step` only moves forward,
 * in the same statement that accepts the code.
 */
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { HOTP, Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "@/db/client";
import { totpFactors } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { recordEvent, type RequestMeta } from "./events";
import { passkeyCount } from "./factors";
import { confirmPassword, type Caller } from "./password-check";
import { deleteRecoveryCodes, replaceRecoveryCodes } from "./recovery-codes";
import { TOTP_DIGITS } from "./schema";
import { openSecret, sealSecret } from "./secret-box";

const ISSUER = "vitalog";
const PERIOD_S = 30;
const WINDOW = 1;
/** How long a started setup waits for its first code. */
const SETUP_TTL_MS = 15 * 60 * 1000;

export const TOTP_ALREADY_ON = "Two-factor authentication with an authenticator app is already on.";
export const TOTP_NOT_ON = "Two-factor authentication with an authenticator app is not on.";
export const SETUP_MISSING = "Start the authenticator setup first.";
export const SETUP_EXPIRED = "The authenticator setup has expired. Please start again.";
export const CODE_WRONG = "That code is not correct. Enter the code your authenticator app shows now.";

const stepOf = (now: number) => Math.floor(now / 1000 / PERIOD_S);

/** The step (of now and one either side) whose code this is, newer than `after`; null for none. */
export function matchStep(secretBase32: string, code: string, after: number | null, now = Date.now()): number | null {
  const secret = Secret.fromBase32(secretBase32);
  const current = stepOf(now);
  const given = Buffer.from(code);
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (after !== null && step <= after) continue;
    const expected = Buffer.from(HOTP.generate({ secret, counter: step, algorithm: "SHA1", digits: TOTP_DIGITS }));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

export type TotpSetup = { secret: string; otpauth_url: string; qr_svg: string };

/** A new secret, kept unconfirmed until a first code proves the app has it. Needs the password. */
export async function startTotpSetup(db: Db, user: Caller, password: string, ip: string): Promise<TotpSetup> {
  await confirmPassword(db, user, password, ip);
  const secret = new Secret({ size: 20 }).base32;
  const [row] = await db
    .insert(totpFactors)
    .values({ user_id: user.id, secret: sealSecret(secret) })
    .onConflictDoUpdate({
      target: totpFactors.user_id,
      set: { secret: sealSecret(secret), created_at: new Date(), last_step: null },
      setWhere: isNull(totpFactors.confirmed_at),
    })
    .returning({ user_id: totpFactors.user_id });
  if (!row) throw ApiError.conflict(TOTP_ALREADY_ON);
  const otpauth_url = new TOTP({
    issuer: ISSUER,
    label: user.email,
    secret,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: PERIOD_S,
  }).toString();
  const qr_svg = await QRCode.toString(otpauth_url, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauth_url, qr_svg };
}

/** The first code turns the authenticator on; answers the new recovery codes, shown once. */
export async function confirmTotp(db: Db, user: Caller, code: string, meta: RequestMeta): Promise<string[]> {
  const [row] = await db
    .select({ secret: totpFactors.secret, created_at: totpFactors.created_at, confirmed_at: totpFactors.confirmed_at })
    .from(totpFactors)
    .where(eq(totpFactors.user_id, user.id));
  if (row?.confirmed_at) throw ApiError.conflict(TOTP_ALREADY_ON);
  if (!row) throw ApiError.conflict(SETUP_MISSING);
  if (Date.now() - new Date(row.created_at).getTime() > SETUP_TTL_MS) throw ApiError.badRequest(SETUP_EXPIRED);
  const secret = openSecret(row.secret);
  const step = secret ? matchStep(secret, code, null) : null;
  if (step === null) throw ApiError.badRequest(CODE_WRONG);
  const [enabled] = await db
    .update(totpFactors)
    .set({ confirmed_at: new Date(), last_step: step })
    .where(and(eq(totpFactors.user_id, user.id), isNull(totpFactors.confirmed_at)))
    .returning({ user_id: totpFactors.user_id });
  if (!enabled) throw ApiError.conflict(TOTP_ALREADY_ON);
  const codes = await replaceRecoveryCodes(db, user.id);
  await recordEvent(db, user.id, "two_factor_enabled", meta, { method: "totp" });
  await recordEvent(db, user.id, "recovery_codes_generated", meta);
  return codes;
}

/** Checks a sign-in's code; a step already used (or older) is refused. */
export async function verifyTotpCode(db: Db, userId: string, code: string, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .select({ secret: totpFactors.secret, last_step: totpFactors.last_step })
    .from(totpFactors)
    .where(and(eq(totpFactors.user_id, userId), isNotNull(totpFactors.confirmed_at)));
  const secret = row ? openSecret(row.secret) : null;
  if (!row || !secret) return false;
  const step = matchStep(secret, code, row.last_step === null ? null : Number(row.last_step), now);
  if (step === null) return false;
  // a parallel request with the same code finds last_step moved and is refused
  const [accepted] = await db
    .update(totpFactors)
    .set({ last_step: step })
    .where(
      and(eq(totpFactors.user_id, userId), or(isNull(totpFactors.last_step), lt(totpFactors.last_step, sql`${step}`))),
    )
    .returning({ user_id: totpFactors.user_id });
  return !!accepted;
}

/** Turns the authenticator off (password needed). Recovery codes go too when no passkey is left. */
export async function disableTotp(db: Db, user: Caller, password: string, meta: RequestMeta): Promise<void> {
  await confirmPassword(db, user, password, meta.ip);
  const [removed] = await db
    .delete(totpFactors)
    .where(and(eq(totpFactors.user_id, user.id), isNotNull(totpFactors.confirmed_at)))
    .returning({ user_id: totpFactors.user_id });
  if (!removed) throw ApiError.conflict(TOTP_NOT_ON);
  if ((await passkeyCount(db, user.id)) === 0) await deleteRecoveryCodes(db, user.id);
  await recordEvent(db, user.id, "two_factor_disabled", meta, { method: "totp" });
}
