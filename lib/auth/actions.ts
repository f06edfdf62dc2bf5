"use server";
/**
 * Browser sign-in, registration and sign-out. They run on the server so the session lives
 * only in the httpOnly cookie; API clients use POST /api/login and /api/register instead.
 */
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { issueDetail } from "@/lib/validation/issues";
import { registerUser } from "@/lib/account/credentials";
import { trySendVerificationEmail } from "@/lib/account/email-links";
import { registerSchema } from "@/lib/account/schema";
import { endSignIn, findUserBySession } from "@/lib/account/sessions";
import { auth, signIn, signOut, SignInRefused } from "./next-auth";

export type AuthResult = { ok: true } | { ok: false; detail: string };

const FALLBACK = "Authentication failed";

async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  try {
    await signIn("credentials", { email, password, redirect: false });
    return { ok: true };
  } catch (err) {
    if (err instanceof SignInRefused || (err as { type?: string })?.type === "CredentialsSignin") {
      try {
        const { detail } = JSON.parse((err as SignInRefused).code) as { detail?: string };
        return { ok: false, detail: detail || FALLBACK };
      } catch {
        return { ok: false, detail: FALLBACK };
      }
    }
    throw err;
  }
}

export async function loginAction(input: { email: string; password: string }): Promise<AuthResult> {
  return signInWithPassword(String(input?.email ?? ""), String(input?.password ?? ""));
}

export async function registerAction(input: unknown): Promise<AuthResult> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return { ok: false, detail: issueDetail(parsed.error) };
  const db = await getDb();
  try {
    const user = await registerUser(db, parsed.data);
    await trySendVerificationEmail(db, user);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, detail: err.detail };
    throw err;
  }
  return signInWithPassword(parsed.data.email, parsed.data.password);
}

/** Ends this browser's session (its row and its cookie) and returns to the login screen. */
export async function logoutAction(): Promise<void> {
  const session = await auth();
  if (session?.sid) {
    const db = await getDb();
    const user = await findUserBySession(db, session.sid);
    if (user) await endSignIn(db, user.id, session.sid);
  }
  await signOut({ redirect: false });
  redirect("/login");
}
