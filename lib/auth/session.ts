/** The signed-in user of a page render (server components), resolved once per request. */
import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { findUserBySession, type SignedInUser } from "@/lib/account/sessions";
import { auth } from "./next-auth";

export const getSessionUser = cache(async (): Promise<SignedInUser | null> => {
  const session = await auth();
  if (!session?.sid) return null;
  return findUserBySession(await getDb(), session.sid);
});

export async function requireSessionUser(): Promise<SignedInUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
}
