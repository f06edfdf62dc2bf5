/**
 * Personal access tokens as credentials: recognised by their prefix (so secret scanners can
 * find a leaked one), looked up by the SHA-256 of the secret, live until revoked or past
 * their end. The owner's plan is checked per request by the handler wrapper, not here: a
 * token outlives a lapsed plan and works again after an upgrade.
 */
import "server-only";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { personalAccessTokens, users } from "@/db/schema";
import type { SignedInUser } from "@/lib/identity/sessions";
import { userColumns } from "@/lib/identity/users";
import { familyOwnerColumns, familyOwnerJoins as fo } from "@/lib/identity/family-plan";
import { hashToken, newSecretToken } from "@/lib/identity/tokens";
import type { TokenScope } from "./schema";

export { TOKEN_SCOPES, type TokenScope } from "./schema";

export const PAT_PREFIX = "vl_pat_";

/** What a request presents: the hash of a personal token's secret. */
export type PatCredential = { kind: "pat"; key: string };

/** A new secret: the prefix and 256 random bits. Only its hash is stored. */
export function newPersonalToken(): { token: string; hash: string } {
  const token = `${PAT_PREFIX}${newSecretToken()}`;
  return { token, hash: hashToken(token) };
}

export function isPersonalToken(token: string): boolean {
  return token.startsWith(PAT_PREFIX);
}

export function patCredential(token: string): PatCredential | null {
  return token.length > PAT_PREFIX.length + 20 && token.length < 200 ? { kind: "pat", key: hashToken(token) } : null;
}

function buildLookup(db: Db) {
  return db
    .select({
      ...userColumns,
      ...familyOwnerColumns,
      tokenId: personalAccessTokens.id,
      scope: personalAccessTokens.scope,
      since: personalAccessTokens.created_at,
      lastUsedAt: personalAccessTokens.last_used_at,
    })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.user_id))
    .leftJoin(...fo.membership)
    .leftJoin(...fo.family)
    .leftJoin(...fo.owner)
    .where(
      and(
        eq(personalAccessTokens.token_hash, sql.placeholder("key")),
        or(isNull(personalAccessTokens.expires_at), gt(personalAccessTokens.expires_at, sql.placeholder("now"))),
        eq(users.is_active, true),
      ),
    )
    .limit(1)
    .prepare("vitalog_sign_in_pat");
}
const lookups = new WeakMap<Db, ReturnType<typeof buildLookup>>();

/** The owner of a live personal token at `now`, as a signed-in caller of kind `pat`; null otherwise. */
export async function findPersonalTokenUser(
  db: Db,
  credential: PatCredential,
  now: Date = new Date(),
): Promise<SignedInUser | null> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = buildLookup(db)));
  const [row] = await lookup.execute({ key: credential.key, now: now.toISOString() });
  if (!row) return null;
  const { tokenId, scope, since, lastUsedAt, ...user } = row;
  return {
    ...user,
    auth: {
      tokenId,
      kind: "pat",
      scope: scope as TokenScope,
      since: new Date(since),
      // never used: as old as can be, so the first use is recorded
      lastUsedAt: lastUsedAt ? new Date(lastUsedAt) : new Date(0),
    },
  };
}

/** Records a use of a personal token, only when the last recorded one is a minute old or more. */
export async function touchPersonalToken(db: Db, credential: PatCredential, now: Date = new Date()): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(personalAccessTokens)
    .set({ last_used_at: now })
    .where(
      and(
        eq(personalAccessTokens.token_hash, credential.key),
        or(isNull(personalAccessTokens.last_used_at), lte(personalAccessTokens.last_used_at, minuteAgo)),
      ),
    );
}
