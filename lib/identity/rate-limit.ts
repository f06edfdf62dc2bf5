/**
 * Rate limits other than the login throttle (mail sent per address and per IP, registrations
 * per IP), kept in Postgres so every app instance counts together: one row a hit in
 * rate_limit_hits, counted over a sliding window. A refused hit is not stored, so a caller
 * who keeps trying is let in again once the window has moved past its earlier hits.
 */
import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rateLimitHits } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";

export type RateLimit = { bucket: string; key: string; max: number; windowMs: number };
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts a hit of `key` in `bucket` when fewer than `max` are in the window, else answers
 * when the oldest of them leaves it. A transaction-scoped advisory lock on (bucket, key)
 * makes the count and the insert one step for concurrent requests.
 */
export async function hitRateLimit(
  db: Db,
  { bucket, key, max, windowMs }: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
    // hits that left the window are of no use to anyone: the table holds one window of each bucket
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.created_at, since)));
    const [row] = await tx
      .select({
        hits: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string | null>`min(${rateLimitHits.created_at})`,
      })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.created_at, since)));
    if ((row?.hits ?? 0) >= max) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000)) };
    }
    await tx.insert(rateLimitHits).values({ bucket, key, created_at: now });
    return { ok: true };
  });
}

/** "Please try again in 40 minutes." */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Counts the hit, or throws a 429 with `detail` (followed by when to try again) and Retry-After. */
export async function enforceRateLimit(db: Db, limit: RateLimit, detail: string, now?: Date): Promise<void> {
  const result = await hitRateLimit(db, limit, now);
  if (!result.ok)
    throw ApiError.tooManyRequests(`${detail} ${tryAgainIn(result.retryAfterSeconds)}`, result.retryAfterSeconds);
}
