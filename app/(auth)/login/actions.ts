"use server";
/**
 * Browser sign-in and registration, posted from the login page. They run on the server so the
 * session lives only in the httpOnly cookie; API clients use POST /api/login and /api/register instead.
 */
import { headers } from "next/headers";
import * as z from "zod/mini";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { databaseFailureDetail } from "@/lib/http/database-gate";
import { issueDetail } from "@/lib/validation/issues";
import { registerSchema } from "@/lib/identity/schema";
import { registerAccount } from "@/lib/identity/account/service";
import { AUTH_FAILED, type AuthResult } from "@/lib/identity/sign-in/auth-result";
import { clientIp } from "@/lib/http/client-ip";
import { SECOND_STEP_DETAIL } from "@/lib/identity/sign-in/browser-sign-in";
import type { SecondStep } from "@/lib/identity/two-factor/sign-in";
import { signIn, SignInRefused } from "@/lib/identity/sign-in/next-auth";

/** next-auth's Credentials sign-in with these fields (strings: they travel as a form post). */
async function signInWith(credentials: Record<string, string>): Promise<AuthResult> {
  try {
    await signIn("credentials", { ...credentials, redirect: false });
    return { ok: true };
  } catch (err) {
    if (err instanceof SignInRefused || (err as { type?: string })?.type === "CredentialsSignin") {
      const secondStep = (err as { secondStep?: SecondStep }).secondStep;
      if (secondStep) {
        return {
          ok: false,
          detail: SECOND_STEP_DETAIL,
          second_step: { mfa_token: secondStep.mfa_token, methods: secondStep.methods },
        };
      }
      try {
        const { detail } = JSON.parse((err as SignInRefused).code) as { detail?: string };
        return { ok: false, detail: detail || AUTH_FAILED };
      } catch {
        return { ok: false, detail: AUTH_FAILED };
      }
    }
    const detail = databaseFailureDetail(err, "sign-in action");
    if (detail) return { ok: false, detail };
    throw err;
  }
}

function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  return signInWith({ email, password });
}

export async function loginAction(input: { email: string; password: string }): Promise<AuthResult> {
  return signInWithPassword(String(input?.email ?? ""), String(input?.password ?? ""));
}

/**
 * The second step of a browser sign-in: the token of the first and one answer (a code, a
 * recovery code, or a passkey's assertion). The session is created only when it passes.
 */
export async function secondStepAction(input: {
  mfa_token: string;
  code?: string;
  recovery_code?: string;
  passkey?: unknown;
}): Promise<AuthResult> {
  const fields: Record<string, string> = { mfa_token: String(input?.mfa_token ?? "") };
  if (input?.code !== undefined) fields.code = String(input.code);
  else if (input?.recovery_code !== undefined) fields.recovery_code = String(input.recovery_code);
  else if (input?.passkey !== undefined) fields.passkey = JSON.stringify(input.passkey);
  return signInWith(fields);
}

/** A sign-in with a passkey alone: the assertion to a challenge of POST /api/login/passkey/options. */
export async function passkeySignInAction(input: { passkey: unknown }): Promise<AuthResult> {
  return signInWith({ passkey: JSON.stringify(input?.passkey ?? null) });
}

/** The registration form's path: the same account creation as POST /api/register, then a browser session. */
export async function registerAction(input: unknown): Promise<AuthResult> {
  const parsed = z.safeParse(registerSchema, input);
  if (!parsed.success) return { ok: false, detail: issueDetail(parsed.error) };
  const requestHeaders = await headers();
  try {
    await registerAccount(await getDb(), parsed.data, {
      ip: clientIp(requestHeaders),
      userAgent: requestHeaders.get("user-agent"),
    });
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, detail: err.detail };
    const detail = databaseFailureDetail(err, "register action");
    if (detail) return { ok: false, detail };
    throw err;
  }
  return signInWithPassword(parsed.data.email, parsed.data.password);
}
