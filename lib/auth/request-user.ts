/**
 * Who is calling an /api route: `Authorization: Bearer <token>` or the next-auth session
 * cookie. Works on a plain Request, so route handlers are testable outside Next.
 */
import "server-only";
import { getToken } from "next-auth/jwt";
import type { Db } from "@/db/client";
import { findUserByBearerToken, findUserBySession, type SignedInUser } from "@/lib/account/sessions";
import { getAuthSecret } from "./secret";

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export async function resolveRequestUser(db: Db, req: Request): Promise<SignedInUser | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match?.[1] ? findUserByBearerToken(db, match[1]) : null;
  }
  const cookies = req.headers.get("cookie") ?? "";
  if (!cookies.includes(SESSION_COOKIE)) return null;
  const secureCookie = cookies.includes(SECURE_SESSION_COOKIE);
  const token = await getToken({ req, secret: getAuthSecret(), secureCookie }).catch(() => null);
  const sid = token?.sid;
  return typeof sid === "string" ? findUserBySession(db, sid) : null;
}
