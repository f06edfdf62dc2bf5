/**
 * next-auth (v5) for the browser: a password sign-in creates a row in auth_tokens and the
 * encrypted, httpOnly session cookie carries that row's id. Deleting the row ends the
 * session at once (logout, password change, account deletion), which a bare JWT could not.
 * next-auth's own endpoints read the row too: every later read of the cookie (GET
 * /api/auth/session, `auth()`) goes through the jwt callback, which ends the session (no
 * user, cookie cleared) when its row is gone, idle or expired; sign-out deletes the row.
 * The row's id stays inside the encrypted cookie: the session JSON never carries it.
 */
import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { recordAccountEvent } from "@/lib/identity/activity";
import { endBrowserSession, findUserBySession } from "@/lib/identity/sessions";
import { describeError, log } from "@/lib/log";
import { sameSiteTarget } from "./callback-url";
import { authorizeBrowserSignIn } from "./browser-sign-in";
import { SESSION_TTL_MS } from "../tokens";
import { getAuthSecret } from "../secret";
import { SignInRefused } from "./sign-in-refused";

export { SignInRefused };

declare module "next-auth" {
  interface User {
    sid?: string;
  }
}

/** Ends the session a sign-out names (its cookie's row) and records it. */
export async function endSignedOutSession(sid: unknown, how: string): Promise<void> {
  if (typeof sid !== "string") return;
  const db = await getDb();
  const userId = await endBrowserSession(db, sid);
  if (userId) await recordAccountEvent(db, { userId, kind: "session_ended", detail: { how } });
}

/** Auth.js errors a client's request causes, not the server. */
const REQUEST_ERRORS = new Set(["MissingCSRF", "UnknownAction", "InvalidProvider", "InvalidCallbackUrl"]);

function config(): NextAuthConfig {
  return {
    secret: getAuthSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_TTL_MS / 1000 },
    // next-auth's own pages are not used: a sign-in, and any error of its endpoints, lands on ours
    pages: { signIn: "/login", error: "/login" },
    // A refused sign-in is an answer, not a server error: keep it out of the error log; a
    // malformed request (no CSRF token, an unknown action) is a warning.
    logger: {
      error(error) {
        const type = (error as { type?: string }).type;
        if (error instanceof CredentialsSignin || type === "CredentialsSignin") return;
        if (type && REQUEST_ERRORS.has(type)) return log.warn("auth request refused", { error: describeError(error) });
        log.error("auth error", { error: describeError(error) });
      },
    },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        authorize: (credentials, request) => authorizeBrowserSignIn(credentials, request),
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user?.sid) return { ...token, sid: user.sid };
        // a later read of the cookie: live only while its row is (not ended, idle or expired)
        const signedIn = typeof token.sid === "string" ? await findUserBySession(await getDb(), token.sid) : null;
        if (!signedIn) return null;
        return { ...token, name: signedIn.name, email: signedIn.email };
      },
      // what the browser's session JSON holds: the name and email, never the row's id
      session({ session }) {
        return { expires: session.expires, user: { name: session.user?.name, email: session.user?.email } };
      },
      // never another site, and never a throw on a malformed address (that was a 500)
      redirect({ url, baseUrl }) {
        return sameSiteTarget(url, baseUrl) ?? baseUrl;
      },
    },
    events: {
      async signOut(message) {
        await endSignedOutSession("token" in message ? message.token?.sid : undefined, "sign_out");
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
