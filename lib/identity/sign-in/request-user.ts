/**
 * Who is calling an /api route: `Authorization: Bearer <token>` (the app's sign-in token or
 * a personal access token, told apart by its prefix) or the next-auth session cookie.
 * Works on a plain Request, so route handlers are testable outside Next.
 */
import "server-only";
import { getToken } from "next-auth/jwt";
import type { Db } from "@/db/client";
import {
  bearerCredential,
  findSignedIn,
  sessionCredential,
  type Credential,
  type SignedInUser,
} from "@/lib/identity/sessions";
import {
  findPersonalTokenUser,
  isPersonalToken,
  patCredential,
  type PatCredential,
} from "@/lib/identity/api-access/personal-token";
import { noteSignInUse } from "./last-use";
import { getAuthSecret } from "../secret";
import { cachedDecode } from "./session-token";

export const SESSION_COOKIE = "authjs.session-token";
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

/**
 * The credential of an `Authorization` header, synchronously: null when the header is
 * there but unusable, undefined when there is none (then the session cookie decides).
 */
export function headerCredential(req: Request): RequestCredential | null | undefined {
  const authorization = req.headers.get("authorization");
  if (!authorization) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
  if (!token) return null;
  return isPersonalToken(token) ? patCredential(token) : bearerCredential(token);
}

/** An app sign-in (session or bearer token) or a personal access token. */
export type RequestCredential = Credential | PatCredential;

/** What the request signs in with, before any database read; null when it carries nothing usable. */
export async function requestCredential(req: Request): Promise<RequestCredential | null> {
  const fromHeader = headerCredential(req);
  return fromHeader !== undefined ? fromHeader : sessionCookieCredential(req.headers);
}

/** The caller of a request, and its use recorded (after the answer, at most once a minute). */
export async function resolveRequestUser(db: Db, req: Request): Promise<SignedInUser | null> {
  const credential = await requestCredential(req);
  return credential ? findAndNoteUse(db, credential) : null;
}

async function findAndNoteUse(db: Db, credential: RequestCredential): Promise<SignedInUser | null> {
  const user =
    credential.kind === "pat" ? await findPersonalTokenUser(db, credential) : await findSignedIn(db, credential);
  if (user) noteSignInUse(db, credential, user.auth.lastUsedAt);
  return user;
}

/** The credential of the next-auth session cookie in `headers`; null without a valid one. */
export async function sessionCookieCredential(headers: Headers): Promise<Credential | null> {
  const cookies = headers.get("cookie") ?? "";
  if (!cookies.includes(SESSION_COOKIE)) return null;
  const secureCookie = cookies.includes(SECURE_SESSION_COOKIE);
  const token = await getToken({ req: { headers }, secret: getAuthSecret(), secureCookie, decode: cachedDecode }).catch(
    () => null,
  );
  const sid = token?.sid;
  return typeof sid === "string" ? sessionCredential(sid) : null;
}

/**
 * The user of the next-auth session cookie in `headers`, if it is valid and its session row
 * is live; a page view counts as a use of the session.
 */
export async function findUserBySessionCookie(db: Db, headers: Headers): Promise<SignedInUser | null> {
  const credential = await sessionCookieCredential(headers);
  return credential ? findAndNoteUse(db, credential) : null;
}
