/**
 * Personal access tokens as the account's recovery steps see them: credentials like any
 * sign-in, so a password reset or an email revert (and, when the user asks, a password
 * change or "sign out all other sessions") ends them too. Creating, listing and checking
 * tokens is lib/identity/api-access's; this is only their end, which the account's own steps need
 * without depending on that folder.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { personalAccessTokens } from "@/db/schema";

/** Deletes every personal access token of the user, expired ones included; answers how many. */
export async function revokeAllPersonalTokens(db: Db, userId: string): Promise<number> {
  const revoked = await db
    .delete(personalAccessTokens)
    .where(eq(personalAccessTokens.user_id, userId))
    .returning({ id: personalAccessTokens.id });
  return revoked.length;
}

/** " 2 personal access tokens were revoked." after an answer's sentence; nothing when none was. */
export function tokensRevokedText(count: number): string {
  if (count === 0) return "";
  return count === 1 ? " 1 personal access token was revoked." : ` ${count} personal access tokens were revoked.`;
}
