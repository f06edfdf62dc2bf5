/**
 * A user's personal access tokens, as Settings → API and `/api/tokens` manage them: create
 * (the secret is answered this once and only its hash is kept), list, revoke. Expired tokens
 * stay listed, marked `expired`, until their owner deletes them, so a script that stopped
 * working has a visible reason. The Pro plan for creating is the route's rule; listing and
 * revoking work on every plan, so a user who left Pro can still see and end their tokens.
 */
import "server-only";
import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { output } from "zod/v4/core";
import type { Db } from "@/db/client";
import { personalAccessTokens, users } from "@/db/schema";
import { recordAccountEvent } from "@/lib/identity/activity";
import { verifyCurrentPassword } from "@/lib/identity/account/service/credentials";
import { ApiError } from "@/lib/errors/api-error";
import { newPersonalToken } from "./personal-token";
import type { createdTokenSchema, tokenViewSchema } from "./responses";
import type { TokenCreateInput, TokenScope } from "./schema";

/** Live (unexpired) tokens a user may hold at once. */
export const MAX_LIVE_TOKENS = 20;
export const TOKEN_NOT_FOUND = "Token not found.";
export const TOKEN_REVOKED = "Token revoked.";
/** A repeat of a create with the same Idempotency-Key: the secret was answered once and is not kept. */
export const ALREADY_CREATED =
  "A token was already created with this Idempotency-Key, and its secret is shown only once. If you did not keep it, revoke that token and create another.";
export const TOO_MANY_TOKENS = `You can have up to ${MAX_LIVE_TOKENS} active personal access tokens. Revoke one you no longer use to create another.`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** One token as the list answers it: never its secret or hash. */
export type TokenView = output<typeof tokenViewSchema>;

/** The answer to a create: the secret, this once. */
export type CreatedToken = output<typeof createdTokenSchema>;

/** Where a change came from, for the account's activity. */
export type RequestMeta = { ip: string; userAgent: string | null };

const live = (now: Date) => or(isNull(personalAccessTokens.expires_at), gt(personalAccessTokens.expires_at, now));

/** The user's tokens, newest first, expired ones included and marked. */
export async function listPersonalTokens(db: Db, userId: string, now: Date = new Date()): Promise<TokenView[]> {
  const rows = await db
    .select({
      id: personalAccessTokens.id,
      name: personalAccessTokens.name,
      scope: personalAccessTokens.scope,
      created_at: personalAccessTokens.created_at,
      last_used_at: personalAccessTokens.last_used_at,
      expires_at: personalAccessTokens.expires_at,
    })
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.user_id, userId))
    .orderBy(desc(personalAccessTokens.created_at), desc(personalAccessTokens.id));
  return rows.map((row) => ({
    token_id: row.id,
    name: row.name,
    scope: row.scope as TokenScope,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    expired: row.expires_at !== null && row.expires_at.getTime() <= now.getTime(),
  }));
}

/**
 * Creates a token after checking the owner's password (a wrong one counts as a failed login);
 * refuses (409) a user who already holds MAX_LIVE_TOKENS live ones. The count and the insert
 * run under a lock on the user's row, so two creates at once cannot both pass the count.
 */
export async function createPersonalToken(
  db: Db,
  {
    user,
    input,
    meta,
    now = new Date(),
  }: { user: { id: string; email: string }; input: TokenCreateInput; meta: RequestMeta; now?: Date },
): Promise<CreatedToken> {
  await verifyCurrentPassword(db, user, input.current_password, meta);
  const userId = user.id;
  const { token, hash } = newPersonalToken();
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(personalAccessTokens)
      .where(and(eq(personalAccessTokens.user_id, userId), live(now)));
    if ((held?.n ?? 0) >= MAX_LIVE_TOKENS) throw ApiError.conflict(TOO_MANY_TOKENS);
    const [created] = await tx
      .insert(personalAccessTokens)
      .values({
        user_id: userId,
        name: input.name,
        scope: input.scope,
        token_hash: hash,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning({ id: personalAccessTokens.id });
    return created!;
  });
  await recordAccountEvent(db, {
    userId,
    kind: "token_created",
    ip: meta.ip,
    userAgent: meta.userAgent,
    detail: { token_id: row.id, name: input.name, scope: input.scope, expires_in_days: input.expires_in_days },
  });
  return {
    token_id: row.id,
    token,
    name: input.name,
    scope: input.scope,
    expires_at: expiresAt.toISOString(),
  };
}

/** Deletes one of the user's tokens: it stops working at once. False when the user has no such token. */
export async function revokePersonalToken(
  db: Db,
  { userId, tokenId, meta }: { userId: string; tokenId: string; meta: RequestMeta },
): Promise<boolean> {
  const [gone] = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.user_id, userId)))
    .returning({ name: personalAccessTokens.name, scope: personalAccessTokens.scope });
  if (!gone) return false;
  await recordAccountEvent(db, {
    userId,
    kind: "token_revoked",
    ip: meta.ip,
    userAgent: meta.userAgent,
    detail: { token_id: tokenId, name: gone.name, scope: gone.scope },
  });
  return true;
}
