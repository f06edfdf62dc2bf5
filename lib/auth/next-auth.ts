/**
 * next-auth (v5) for the browser: a password sign-in creates a row in auth_tokens and the
 * encrypted, httpOnly session cookie carries that row's id. Deleting the row ends the
 * session at once (logout, password change, account deletion), which a bare JWT could not.
 */
import "server-only";
import NextAuth, { CredentialsSignin, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import * as z from "zod/mini";
import { getDb } from "@/db/client";
import { ApiError } from "@/lib/api/errors";
import { issueDetail } from "@/lib/validation/issues";
import { authenticate } from "@/lib/account/service";
import { loginSchema } from "@/lib/account/schema";
import { createBrowserSession } from "@/lib/account/sessions";
import { describeError, log } from "@/lib/log";
import { SESSION_TTL_MS } from "./tokens";
import { clientIp } from "./client-ip";
import { getAuthSecret } from "./secret";

/** Carries our detail (e.g. the throttling message) to the sign-in form. */
export class SignInRefused extends CredentialsSignin {
  constructor(detail: string, status: number) {
    super(detail);
    this.code = JSON.stringify({ detail, status });
  }
}

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
        async authorize(credentials, request) {
          const parsed = z.safeParse(loginSchema, credentials);
          if (!parsed.success) throw new SignInRefused(issueDetail(parsed.error), 400);
          const db = await getDb();
          try {
            const user = await authenticate(db, parsed.data, clientIp(request.headers));
            const sid = await createBrowserSession(db, user.id, request.headers.get("user-agent"));
            return { id: user.id, name: user.name, email: user.email, sid };
          } catch (err) {
            if (err instanceof ApiError) throw new SignInRefused(err.detail, err.status);
            throw err;
          }
        },
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
