"use server";
/**
 * Browser sign-in, registration and sign-out. They run on the server so the session lives
 * only in the httpOnly cookie; API clients use POST /api/login and /api/register instead.
 */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import * as z from "zod/mini";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { issueDetail } from "@/lib/validation/issues";
import { registerSchema } from "@/lib/account/schema";
import { registerAccount } from "@/lib/account/service";
import { AUTH_FAILED, type AuthResult } from "./auth-result";
import { clientIp } from "./client-ip";
import { endSignedOutSession, signIn, signOut, SignInRefused } from "./next-auth";
import { sessionCookieCredential } from "./request-user";

async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return { ok: true };
  } catch (err) {
    if (err instanceof SignInRefused || (err as { type?: string })?.type === "CredentialsSignin") {
      try {
        const { detail } = JSON.parse((err as SignInRefused).code) as { detail?: string };
        return { ok: false, detail: detail || AUTH_FAILED };
      } catch {
        return { ok: false, detail: AUTH_FAILED };
      }
    }
    throw err;
  }
}

export async function loginAction(input: { email: string; password: string }): Promise<AuthResult> {
  return signInWithPassword(String(input?.email ?? ""), String(input?.password ?? ""));
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
    throw err;
  }
  return signInWithPassword(parsed.data.email, parsed.data.password);
}

/**
 * Ends this browser's session (its row, read from the cookie, and the cookie) and returns to
 * the login screen. next-auth's sign-out event deletes the row as well; deleting it here
 * first does not depend on that event.
 */
export async function logoutAction(): Promise<void> {
  const credential = await sessionCookieCredential(await headers());
  if (credential) await endSignedOutSession(credential.key, "logout");
  await signOut({ redirect: false });
  redirect("/login");
}
