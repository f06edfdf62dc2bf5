/** The signed-in user of a page render (server components), resolved once per request. */
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/account/sessions";
import { findUserBySessionCookie } from "./request-user";

/**
 * Reads the session cookie as the API does (lib/auth/request-user.ts): the same answer as
 * next-auth's auth() (whose refreshed cookie a server component cannot set anyway), without
 * re-encrypting a new token on every render.
 */
export const getSessionUser = cache(async (): Promise<SignedInUser | null> => {
  // headers() first: it marks the render dynamic, so `next build` never opens the database
  const requestHeaders = await headers();
  return findUserBySessionCookie(await getDb(), requestHeaders);
});

export async function requireSessionUser(): Promise<SignedInUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
}
