/** A personal access token for a test user, stored as the tokens service stores one. */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { personalAccessTokens, users } from "@/db/schema";
import { newPersonalToken, type TokenScope } from "@/lib/identity/api-access/personal-token";

export async function setPlan(userId: string, status: "free" | "trial" | "premium" | "pro"): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ subscription_status: status, subscription_end_date: null }).where(eq(users.id, userId));
}

export async function personalToken(
  userId: string,
  { scope = "read_write", expiresAt = null }: { scope?: TokenScope; expiresAt?: Date | null } = {},
): Promise<{ token: string; tokenId: string }> {
  const db = await getDb();
  const { token, hash } = newPersonalToken();
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ user_id: userId, name: "test", scope, token_hash: hash, expires_at: expiresAt })
    .returning({ id: personalAccessTokens.id });
  return { token, tokenId: row!.id };
}
