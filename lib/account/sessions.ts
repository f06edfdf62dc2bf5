/**
 * Sign-ins live in auth_tokens: browser sessions (the id travels inside the encrypted
 * next-auth cookie) and bearer tokens (only their SHA-256 is stored). Deleting a row ends it.
 */
import "server-only";
import { and, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { SESSION_TTL_MS, hashToken, newSecretToken } from "@/lib/auth/tokens";
import { isUuid } from "@/lib/validation/common";
import { userColumns, type UserRow } from "./service/users";

export type AuthKind = "session" | "bearer";
/** `since`: when this sign-in began (a page tells a user's first session from a return). */
export type SignedInUser = UserRow & { auth: { tokenId: string; kind: AuthKind; since: Date } };

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

/** What a request signs in with: a bearer token's hash, or a browser session's id. */
export type Credential = { kind: AuthKind; key: string };

export function bearerCredential(token: string): Credential | null {
  return token.length < 20 || token.length > 200 ? null : { kind: "bearer", key: hashToken(token) };
}

export function sessionCredential(sessionId: string): Credential | null {
  return isUuid(sessionId) ? { kind: "session", key: sessionId } : null;
}

/** The live sign-in of a credential (placeholders `key` and `now`): one kind per statement, each on its own index. */
function signInCondition(kind: AuthKind): SQL | undefined {
  const key =
    kind === "bearer" ? eq(authTokens.token_hash, sql.placeholder("key")) : eq(authTokens.id, sql.placeholder("key"));
  return and(
    eq(authTokens.kind, kind),
    key,
    gt(authTokens.expires_at, sql.placeholder("now")),
    eq(users.is_active, true),
  );
}

/**
 * Every authenticated request looks its sign-in up: one join of auth_tokens and users, as
 * named prepared statements (built once per database, parsed once per connection).
 */
function buildLookups(db: Db) {
  const select = (kind: AuthKind) =>
    db
      .select({ ...userColumns, tokenId: authTokens.id, kind: authTokens.kind, since: authTokens.created_at })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .where(signInCondition(kind))
      .limit(1);
  return {
    bearer: select("bearer").prepare("vitalog_sign_in_bearer"),
    session: select("session").prepare("vitalog_sign_in_session"),
  };
}
const lookups = new WeakMap<Db, ReturnType<typeof buildLookups>>();

function signInLookups(db: Db): ReturnType<typeof buildLookups> {
  let found = lookups.get(db);
  if (!found) lookups.set(db, (found = buildLookups(db)));
  return found;
}

export async function findSignedIn(db: Db, { kind, key }: Credential): Promise<SignedInUser | null> {
  const [row] = await signInLookups(db)[kind].execute({ key, now: new Date() });
  if (!row) return null;
  const { tokenId, kind: rowKind, since, ...user } = row;
  return { ...user, auth: { tokenId, kind: rowKind as AuthKind, since: new Date(since) } };
}

/**
 * The signed-in user's id as a one-row subquery, for a read that checks the sign-in in its
 * own statement (one round trip instead of two). Its placeholders are `key` and `now`
 * (an ISO timestamp), as for the lookups above.
 */
export function signedInUserId(db: Db, kind: AuthKind) {
  return db
    .select({ user_id: authTokens.user_id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .where(signInCondition(kind))
    .limit(1)
    .as("signed_in");
}

export function findUserByBearerToken(db: Db, token: string): Promise<SignedInUser | null> {
  const credential = bearerCredential(token);
  return credential ? findSignedIn(db, credential) : Promise.resolve(null);
}

export function findUserBySession(db: Db, sessionId: string): Promise<SignedInUser | null> {
  const credential = sessionCredential(sessionId);
  return credential ? findSignedIn(db, credential) : Promise.resolve(null);
}

export async function endSignIn(db: Db, userId: string, tokenId: string): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.id, tokenId), eq(authTokens.user_id, userId)));
}

/** Ends every session and token of the user but `keepTokenId` (when given). */
export async function endOtherSignIns(db: Db, userId: string, keepTokenId?: string): Promise<void> {
  await db
    .delete(authTokens)
    .where(
      keepTokenId
        ? and(eq(authTokens.user_id, userId), ne(authTokens.id, keepTokenId))
        : eq(authTokens.user_id, userId),
    );
}
