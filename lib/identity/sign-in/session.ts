/** The signed-in user of a page render (server components), resolved once per request. */
import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import type { SignedInUser } from "@/lib/identity/sessions";
import { PAGE_PATH_HEADER } from "@/lib/http/page-path";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/http/client-ip";
import { findUserBySessionCookie } from "./request-user";

/**
 * Reads the session cookie as the API does (lib/identity/sign-in/request-user.ts): the same answer as
 * next-auth's auth() (whose refreshed cookie a server component cannot set anyway), without
 * re-encrypting a new token on every render.
 */
export const getSessionUser = cache(async (): Promise<SignedInUser | null> => {
  // headers() first: it marks the render dynamic, so `next build` never opens the database
  const requestHeaders = await headers();
  return findUserBySessionCookie(await getDb(), requestHeaders);
});

/**
 * The audit line of a signed-in view (every one shows health data): who, which view, from
 * where. Cached per request like the user, so the layout and the page that both ask for
 * the user log one line; a client-side navigation renders the page alone, which logs it.
 */
const logPageView = cache(async (userId: string): Promise<void> => {
  const requestHeaders = await headers();
  const path = requestHeaders.get(PAGE_PATH_HEADER) ?? "unknown";
  log.info("page view", { user_id: userId, path, ip: clientIp(requestHeaders) });
});

export async function requireSessionUser(): Promise<SignedInUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  await logPageView(user.id);
  return user;
}
