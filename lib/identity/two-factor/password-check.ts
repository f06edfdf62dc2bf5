/**
 * The password asked again before a factor is added, removed or renewed. A wrong one counts
 * with the login throttle, so these forms are no way around it to guess a password.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { assertNotThrottled, recordLoginAttempt } from "@/lib/identity/throttle";
import { verifyPassword } from "@/lib/identity/password";

export const WRONG_PASSWORD = "Password is incorrect";

export type Caller = { id: string; email: string };

export async function confirmPassword(db: Db, user: Caller, password: string, ip: string): Promise<void> {
  await assertNotThrottled(db, user.email, ip);
  const [row] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, user.id));
  if (row && (await verifyPassword(row.password_hash, password))) return;
  await recordLoginAttempt(db, user.email, ip, false);
  throw ApiError.badRequest(WRONG_PASSWORD);
}
