/**
 * Who is calling an /api route: `Authorization: Bearer <token>` or the next-auth session
 * cookie. Works on a plain Request, so route handlers are testable outside Next.
 */
import "server-only";
import { getToken } from "next-auth/jwt";
import type { Db } from "@/db/client";
import { findUserByBearerToken, findUserBySession, type SignedInUser } from "@/lib/account/sessions";
import { getAuthSecret } from "./secret";
import { cachedDecode } from "./session-token";

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export async function resolveRequestUser(db: Db, req: Request): Promise<SignedInUser | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    return match?.[1] ? findUserByBearerToken(db, match[1]) : null;
  }
  return findUserBySessionCookie(db, req.headers);
}

/** The user of the next-auth session cookie in `headers`, if it is valid and its session row still exists. */
export async function findUserBySessionCookie(db: Db, headers: Headers): Promise<SignedInUser | null> {
  const cookies = headers.get("cookie") ?? "";
  if (!cookies.includes(SESSION_COOKIE)) return null;
  const secureCookie = cookies.includes(SECURE_SESSION_COOKIE);
  const token = await getToken({ req: { headers }, secret: getAuthSecret(), secureCookie, decode: cachedDecode }).catch(() => null);
  const sid = token?.sid;
  return typeof sid === "string" ? findUserBySession(db, sid) : null;
}
