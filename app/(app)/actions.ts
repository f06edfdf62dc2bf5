"use server";
/** Sign-out, posted from the header, menu and tab bar of every signed-in page. */
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { endSignedOutSession, signOut } from "@/lib/identity/sign-in/next-auth";
import { sessionCookieCredential } from "@/lib/identity/sign-in/request-user";

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
