/**
 * What a browser sign-in (next-auth's Credentials provider) checks before its session is
 * created, refused with our detail. Three shapes of credentials: an email and password; the
 * second step (`mfa_token` and a `code`, `recovery_code` or `passkey`); a `passkey` alone.
 * A correct password on an account with two factors creates no session: it is refused with
 * the sign-in token of the second step (`SecondStepRequired`). Answers the user and the id of
 * the new session row, which the encrypted cookie carries.
 */
import "server-only";
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { issueDetail } from "@/lib/validation/issues";
import { authenticate } from "@/lib/identity/account/service";
import type { UserRow } from "@/lib/identity/users";
import { loginSchema } from "@/lib/identity/schema";
import { createBrowserSession } from "@/lib/identity/sessions";
import { mfaLoginSchema, passkeyLoginSchema } from "@/lib/identity/two-factor/schema";
import {
  completeSecondStep,
  recordSignIn,
  secondStepFor,
  signInWithPasskey,
  type SecondStep,
  type SignInMeta,
  type SignInMethod,
} from "@/lib/identity/two-factor/sign-in";
import { clientIp } from "@/lib/http/client-ip";
import { SignInRefused } from "./sign-in-refused";

export type BrowserSignIn = { id: string; name: string; email: string; sid: string };

export const SECOND_STEP_DETAIL = "Enter the code from your authenticator app to finish signing in.";

/**
 * A correct password whose account asks for a second step. The token travels on the error
 * object to the sign-in action (never in `code`, which next-auth puts in a redirect URL
 * when its endpoint is called directly).
 */
export class SecondStepRequired extends SignInRefused {
  readonly secondStep: SecondStep;
  constructor(secondStep: SecondStep) {
    super(SECOND_STEP_DETAIL, 401);
    this.secondStep = secondStep;
  }
}

function parse<S extends $ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new SignInRefused(issueDetail(parsed.error), 400);
  return parsed.data;
}

/** The form posts strings only: a passkey's answer comes as JSON text. */
function withPasskey(credentials: Record<string, unknown>): Record<string, unknown> {
  if (typeof credentials.passkey !== "string") return credentials;
  try {
    return { ...credentials, passkey: JSON.parse(credentials.passkey) };
  } catch {
    throw new SignInRefused("The passkey could not be verified. Please try again.", 400);
  }
}

/** Drops what the form did not fill in (next-auth sends every field it was given, as text). */
function filled(credentials: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(credentials).filter(([, v]) => v !== undefined && v !== ""));
}

async function signedIn(user: UserRow, method: SignInMethod, meta: SignInMeta) {
  const db = await getDb();
  const sid = await createBrowserSession(db, user.id, meta.userAgent, meta.ip);
  await recordSignIn(db, user.id, method, meta);
  return { id: user.id, name: user.name, email: user.email, sid };
}

export async function authorizeBrowserSignIn(credentials: unknown, request: Request): Promise<BrowserSignIn> {
  const given = filled(credentials && typeof credentials === "object" ? (credentials as Record<string, unknown>) : {});
  const meta: SignInMeta = {
    ip: clientIp(request.headers),
    userAgent: request.headers.get("user-agent"),
    client: "browser",
  };
  const db = await getDb();
  try {
    if ("mfa_token" in given) {
      const { user, method } = await completeSecondStep(db, parse(mfaLoginSchema, withPasskey(given)), meta);
      return await signedIn(user, method, meta);
    }
    if ("passkey" in given) {
      const { passkey } = parse(passkeyLoginSchema, withPasskey(given));
      return await signedIn(await signInWithPasskey(db, passkey, meta), "passkey", meta);
    }
    const user = await authenticate(db, parse(loginSchema, given), meta.ip, meta.userAgent);
    const secondStep = await secondStepFor(db, user.id);
    if (secondStep) throw new SecondStepRequired(secondStep);
    return await signedIn(user, "password", meta);
  } catch (err) {
    if (err instanceof ApiError) throw new SignInRefused(err.detail, err.status);
    throw err;
  }
}
