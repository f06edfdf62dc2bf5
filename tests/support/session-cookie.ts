/** A browser session as next-auth would make it: a row in auth_tokens and its encrypted cookie. */
import { encode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { createBrowserSession } from "@/lib/identity/sessions";
import { SESSION_COOKIE } from "@/lib/identity/sign-in/request-user";

export async function sessionCookieFor(userId: string): Promise<{ cookie: string; sid: string }> {
  const sid = await createBrowserSession(await getDb(), userId, "vitest");
  const value = await encode({ token: { sub: userId, sid }, secret: process.env.AUTH_SECRET!, salt: SESSION_COOKIE });
  return { cookie: `${SESSION_COOKIE}=${value}`, sid };
}
