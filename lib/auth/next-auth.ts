/**
 * next-auth (v5) for the browser: a password sign-in creates a row in auth_tokens and the
 * encrypted, httpOnly session cookie carries that row's id. Deleting the row ends the
 * session at once (logout, password change, account deletion), which a bare JWT could not.
 */
import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { describeError, log } from "@/lib/log";
import { authorizeBrowserSignIn } from "./browser-sign-in";
import { SESSION_TTL_MS } from "./tokens";
import { getAuthSecret } from "./secret";
import { SignInRefused } from "./sign-in-refused";

export { SignInRefused };

declare module "next-auth" {
  interface User {
    sid?: string;
  }
  interface Session {
    sid?: string;
  }
}

function config(): NextAuthConfig {
  return {
    secret: getAuthSecret(),
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_TTL_MS / 1000 },
    pages: { signIn: "/login" },
    // A refused sign-in is an answer, not a server error: keep it out of the error log.
    logger: {
      error(error) {
        if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
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
      jwt({ token, user }) {
        if (user?.sid) token.sid = user.sid;
        return token;
      },
      session({ session, token }) {
        if (typeof token.sid === "string") session.sid = token.sid;
        return session;
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
