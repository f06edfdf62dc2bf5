/**
 * Sign-ins live in auth_tokens: browser sessions (the id travels inside the encrypted
 * next-auth cookie) and bearer tokens (only their SHA-256 is stored). Deleting a row ends it.
 * A browser session also ends after SESSION_IDLE_MINUTES without a request (ASVS 7.3.1) and
 * 30 days after it began (7.3.2); a bearer token lives its 30 days. `last_used_at` is
 * written at most once a minute per sign-in, so the idle limit is exact to that minute.
 */
import "server-only";
import { and, desc, eq, gt, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/db/client";
import { authTokens, users } from "@/db/schema";
import { SESSION_TTL_MS, hashToken, newSecretToken } from "@/lib/identity/tokens";
import { env } from "@/lib/env";
import { isUuid } from "@/lib/validation/common";
import { recordAccountEvent } from "./activity";
import { deviceName } from "./device";
import { revokeAllPersonalTokens } from "./personal-tokens";
import { familyOwnerColumns, familyOwnerJoins as fo, type FamilyOwnerPlan } from "@/lib/identity/family-plan";
import { userColumns, type UserRow } from "./users";

export type AuthKind = "session" | "bearer";
/**
 * `since`: when this sign-in began (a page tells a user's first session from a return);
 * `lastUsedAt`: its last recorded use (a request records a newer one when this is a minute old).
 */
export type SignedInUser = UserRow &
  FamilyOwnerPlan & {
    auth: {
      tokenId: string;
      /** `pat`: a personal access token (lib/identity/api-access), whose `scope` says what it may do. */
      kind: AuthKind | "pat";
      since: Date;
      lastUsedAt: Date;
      scope?: "read" | "read_write";
    };
  };

/** How often a sign-in's last use is written at most. */
export const LAST_USE_EVERY_MS = 60_000;

const clip = (value: string | null | undefined, max: number) => value?.slice(0, max) || null;

/** A new browser session; its id goes into the encrypted cookie. `ip`: the client address, for the sessions list. */
export async function createBrowserSession(
  db: Db,
  userId: string,
  userAgent?: string | null,
  ip?: string | null,
): Promise<string> {
  const [row] = await db
    .insert(authTokens)
    .values({
      user_id: userId,
      kind: "session",
      user_agent: clip(userAgent, 200),
      ip: clip(ip, 64),
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning({ id: authTokens.id });
  return row!.id;
}

/** A new API bearer token; the caller sees it once. */
export async function issueBearerToken(
  db: Db,
  userId: string,
  userAgent?: string | null,
  ip?: string | null,
): Promise<string> {
  const token = newSecretToken();
  await db.insert(authTokens).values({
    user_id: userId,
    kind: "bearer",
    token_hash: hashToken(token),
    user_agent: clip(userAgent, 200),
    ip: clip(ip, 64),
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

/**
 * A browser session not used since this long before `now` has ended. The limit is written
 * into the statement as a number (read once from the environment), so the prepared
 * statements keep their two placeholders.
 */
function idleCutoff(now: SQL): SQL {
  return sql`${now}::timestamptz - make_interval(mins => ${sql.raw(String(env().SESSION_IDLE_MINUTES))})`;
}

/** The row of a credential (placeholder `key`): by primary key for a session, by the unique hash for a token. */
function credentialKey(kind: AuthKind, key: SQLWrapper | string): SQL {
  return kind === "bearer" ? eq(authTokens.token_hash, key) : eq(authTokens.id, key);
}

/** Whether a row of `kind` is live at `now`: before its end and, for a browser session, not idle. */
function liveCondition(kind: AuthKind, now: SQL): SQL {
  const unexpired = gt(authTokens.expires_at, now);
  return kind === "session" ? and(unexpired, gt(authTokens.last_used_at, idleCutoff(now)))! : unexpired;
}

/** The live sign-in of a credential (placeholders `key` and `now`): one kind per statement, each on its own index. */
function signInCondition(kind: AuthKind): SQL | undefined {
  return and(
    eq(authTokens.kind, kind),
    credentialKey(kind, sql.placeholder("key")),
    liveCondition(kind, sql`${sql.placeholder("now")}`),
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
      .select({
        ...userColumns,
        ...familyOwnerColumns,
        tokenId: authTokens.id,
        kind: authTokens.kind,
        since: authTokens.created_at,
        lastUsedAt: authTokens.last_used_at,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.user_id))
      .leftJoin(...fo.membership)
      .leftJoin(...fo.family)
      .leftJoin(...fo.owner)
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

/** The user of a live sign-in at `now` (tests move the clock), or null. Reads only: see `touchSignIn`. */
export async function findSignedIn(
  db: Db,
  { kind, key }: Credential,
  now: Date = new Date(),
): Promise<SignedInUser | null> {
  const [row] = await signInLookups(db)[kind].execute({ key, now: now.toISOString() });
  if (!row) return null;
  const { tokenId, kind: rowKind, since, lastUsedAt, ...user } = row;
  return {
    ...user,
    auth: { tokenId, kind: rowKind as AuthKind, since: new Date(since), lastUsedAt: new Date(lastUsedAt) },
  };
}

/**
 * Records a use of a live sign-in at `now`, only when the last recorded use is a minute old
 * or more: one conditional UPDATE by key, which also leaves an ended (idle) session ended.
 * Answers whether it wrote.
 */
export async function touchSignIn(db: Db, { kind, key }: Credential, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ last_used_at: now })
    .where(
      and(
        eq(authTokens.kind, kind),
        credentialKey(kind, key),
        sql`${authTokens.last_used_at} <= ${now.toISOString()}::timestamptz - interval '1 minute'`,
        liveCondition(kind, sql`${now.toISOString()}`),
      ),
    )
    .returning({ id: authTokens.id });
  return rows.length > 0;
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

/** Ends one sign-in of the user (a session or a token); answers whether there was one. */
export async function endSignIn(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const ended = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.user_id, userId)))
    .returning({ id: authTokens.id });
  return ended.length > 0;
}

/** Ends the browser session of a cookie (sign-out); answers whose it was, or null when there was none. */
export async function endBrowserSession(db: Db, sessionId: string): Promise<string | null> {
  if (!isUuid(sessionId)) return null;
  const [ended] = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, sessionId), eq(authTokens.kind, "session")))
    .returning({ user_id: authTokens.user_id });
  return ended?.user_id ?? null;
}

/** Ends every session and token of the user but `keepTokenId` (when given); answers how many ended. */
export async function endOtherSignIns(db: Db, userId: string, keepTokenId?: string): Promise<number> {
  const ended = await db
    .delete(authTokens)
    .where(
      keepTokenId
        ? and(eq(authTokens.user_id, userId), ne(authTokens.id, keepTokenId))
        : eq(authTokens.user_id, userId),
    )
    .returning({ id: authTokens.id });
  return ended.length;
}

/** One live sign-in as the sessions list shows it: no token, no hash. */
export type SignInListing = {
  session_id: string;
  kind: "browser" | "app";
  device: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  current: boolean;
};

/** The user's live sessions and tokens, the most recently used first; `currentTokenId` is the caller's own. */
export async function listSignIns(
  db: Db,
  { userId, currentTokenId, now = new Date() }: { userId: string; currentTokenId: string; now?: Date },
): Promise<SignInListing[]> {
  const rows = await db
    .select({
      id: authTokens.id,
      kind: authTokens.kind,
      user_agent: authTokens.user_agent,
      ip: authTokens.ip,
      created_at: authTokens.created_at,
      last_used_at: authTokens.last_used_at,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.user_id, userId),
        or(
          and(eq(authTokens.kind, "session"), liveCondition("session", sql`${now.toISOString()}`)),
          and(eq(authTokens.kind, "bearer"), liveCondition("bearer", sql`${now.toISOString()}`)),
        ),
      ),
    )
    .orderBy(desc(authTokens.last_used_at), desc(authTokens.created_at));
  return rows.map((row) => {
    const kind = row.kind === "session" ? "browser" : "app";
    return {
      session_id: row.id,
      kind,
      device: deviceName(row.user_agent, kind),
      ip: row.ip,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      current: row.id === currentTokenId,
    };
  });
}

/** Who ends a sign-in from the sessions list, for the account's activity. */
export type Ender = { userId: string; currentTokenId: string; ip?: string | null; userAgent?: string | null };

function recordEnded(db: Db, ender: Ender, detail: Record<string, string | number | boolean>): Promise<void> {
  return recordAccountEvent(db, {
    userId: ender.userId,
    kind: "session_ended",
    ip: ender.ip,
    userAgent: ender.userAgent,
    detail,
  });
}

/** Ends one of the user's sign-ins from the list (their current one included); false when it is not theirs. */
export async function endListedSignIn(db: Db, ender: Ender, sessionId: string): Promise<boolean> {
  const ended = await endSignIn(db, ender.userId, sessionId);
  if (ended) await recordEnded(db, ender, { how: "ended_from_list", current: sessionId === ender.currentTokenId });
  return ended;
}

/**
 * Ends every sign-in of the user but the caller's own, and with `revokePersonalTokens` every
 * personal access token too, in one transaction; answers how many of each ended.
 */
export async function endOtherListedSignIns(
  db: Db,
  ender: Ender,
  { revokePersonalTokens }: { revokePersonalTokens: boolean },
): Promise<{ sessions: number; personalTokens: number }> {
  const ended = await db.transaction(async (tx) => ({
    sessions: await endOtherSignIns(tx, ender.userId, ender.currentTokenId),
    personalTokens: revokePersonalTokens ? await revokeAllPersonalTokens(tx, ender.userId) : 0,
  }));
  if (ended.sessions > 0 || ended.personalTokens > 0)
    await recordEnded(db, ender, {
      how: "ended_all_others",
      count: ended.sessions,
      personal_tokens_revoked: ended.personalTokens,
    });
  return ended;
}
