/**
 * Login throttling, kept in Postgres so every app instance sees the same counts. After too
 * many failures for an account (or from an address) within the window, every attempt,
 * even with the right password, is refused with 429 until the window has passed.
 */
import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { loginAttempts, users } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

type Counts = { failures: number; oldest: Date | null };

async function failuresSinceLastSuccess(db: Db, column: "email" | "ip", value: string, since: Date): Promise<Counts> {
  const col = column === "email" ? loginAttempts.email : loginAttempts.ip;
  const [row] = await db
    .select({
      failures: sql<number>`count(*) filter (where not ${loginAttempts.success})`.mapWith(Number),
      oldest: sql<Date | null>`min(${loginAttempts.created_at}) filter (where not ${loginAttempts.success})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(col, value),
        gt(loginAttempts.created_at, since),
        // a successful sign-in wipes the slate for that account
        column === "email"
          ? sql`${loginAttempts.created_at} > coalesce(
              (select max(la.created_at) from login_attempts la where la.email = ${value} and la.success),
              '-infinity'
            )`
          : sql`true`,
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function assertNotThrottled(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    failuresSinceLastSuccess(db, "email", email, since),
    failuresSinceLastSuccess(db, "ip", ip, since),
  ]);
  const blocked =
    byAccount.failures >= MAX_FAILURES_PER_ACCOUNT ? byAccount : byIp.failures >= MAX_FAILURES_PER_IP ? byIp : null;
  if (!blocked) return;
  const until = (blocked.oldest?.getTime() ?? now.getTime()) + THROTTLE_WINDOW_MS;
  const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw ApiError.tooManyRequests(
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    seconds,
  );
}

/**
 * Stores an attempt under the email and, when the email names an account, that account
 * (`userId` when the caller knows it, else looked up in the same statement): the rows go
 * with the account when it is deleted, whatever its email is by then.
 */
export async function recordLoginAttempt(
  db: Db,
  email: string,
  ip: string,
  success: boolean,
  userId?: string | null,
): Promise<void> {
  const owner = userId ?? sql`(select ${users.id} from ${users} where ${users.email} = ${email})`;
  await db.insert(loginAttempts).values({ email, ip, success, user_id: owner });
}
