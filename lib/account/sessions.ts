/**
 * Sign-ins live in auth_tokens: browser sessions (the id travels inside the encrypted
 * next-auth cookie) and bearer tokens (only their SHA-256 is stored). Deleting a row ends it.
 */
import "server-only";
import { and, eq, gt, ne } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { SESSION_TTL_MS, hashToken, newSecretToken } from "@/lib/auth/tokens";
import { userColumns, type UserRow } from "./users";

export type AuthKind = "session" | "bearer";
export type SignedInUser = UserRow & { auth: { tokenId: string; kind: AuthKind } };

export async function createBrowserSession(db: Db, userId: string, userAgent?: string | null): Promise<string> {
  const [row] = await db
    .insert(authTokens)
    .values({
      user_id: userId,
      kind: "session",
      user_agent: userAgent?.slice(0, 200) ?? null,
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning({ id: authTokens.id });
  return row!.id;
}

/** A new API bearer token; the caller sees it once. */
export async function issueBearerToken(db: Db, userId: string, userAgent?: string | null): Promise<string> {
  const token = newSecretToken();
  await db.insert(authTokens).values({
    user_id: userId,
    kind: "bearer",
    token_hash: hashToken(token),
    user_agent: userAgent?.slice(0, 200) ?? null,
    expires_at: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

async function findSignedIn(db: Db, condition: ReturnType<typeof and>): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ ...userColumns, tokenId: authTokens.id, kind: authTokens.kind })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(and(condition, gt(authTokens.expires_at, new Date()), eq(users.is_active, true)))
    .limit(1);
  if (!row) return null;
  const { tokenId, kind, ...user } = row;
  return { ...user, auth: { tokenId, kind: kind as AuthKind } };
}

export function findUserByBearerToken(db: Db, token: string): Promise<SignedInUser | null> {
  if (token.length < 20 || token.length > 200) return Promise.resolve(null);
  return findSignedIn(db, and(eq(authTokens.kind, "bearer"), eq(authTokens.token_hash, hashToken(token))));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserBySession(db: Db, sessionId: string): Promise<SignedInUser | null> {
  if (!UUID.test(sessionId)) return Promise.resolve(null);
  return findSignedIn(db, and(eq(authTokens.kind, "session"), eq(authTokens.id, sessionId)));
}

export async function endSignIn(db: Db, userId: string, tokenId: string): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.id, tokenId), eq(authTokens.user_id, userId)));
}

/** Ends every session and token of the user but `keepTokenId` (when given). */
export async function endOtherSignIns(db: Db, userId: string, keepTokenId?: string): Promise<void> {
  await db
    .delete(authTokens)
    .where(keepTokenId ? and(eq(authTokens.user_id, userId), ne(authTokens.id, keepTokenId)) : eq(authTokens.user_id, userId));
}
