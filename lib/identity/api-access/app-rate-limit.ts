/**
 * The request budget of the app's own sign-in tokens (the bearer tokens of /api/login and
 * /api/register), per user and on every plan: APP_RATE_PER_MINUTE requests a minute for all of
 * a user's app tokens together, so signing in again buys no more. Generous for an app, but no
 * longer an unlimited API beside the Pro plan's personal tokens. Counted in Postgres with one
 * upsert, like a personal token's budget; refused requests count too.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { env } from "@/lib/env";
import type { RateLimitState } from "./rate-limit";

const WINDOW_SECONDS = 60;

/** Counts one request of the user's app sign-in at `now` and answers where the budget stands. */
export async function countAppRequest(db: Db, userId: string, now: Date = new Date()): Promise<RateLimitState> {
  const limit = env().APP_RATE_PER_MINUTE;
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into app_rate_counters as c (user_id, window_start, count)
    values (${userId}, date_trunc('minute', ${at}::timestamptz, 'UTC'), 1)
    on conflict (user_id) do update set
      count = case when c.window_start = excluded.window_start then c.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count, window_start`);
  const [row] = (result as unknown as { rows: { count: number; window_start: string }[] }).rows;
  const count = Number(row!.count);
  const start = new Date(row!.window_start).getTime();
  const reset = Math.max(1, Math.ceil((start + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
  const allowed = count <= limit;
  return { limit, remaining: Math.max(0, limit - count), reset, allowed, retryAfter: allowed ? 0 : reset };
}

/** The RateLimit-* headers every answer to an app sign-in carries, a refusal included. */
export function appRateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.reset),
    "RateLimit-Policy": `${state.limit};w=${WINDOW_SECONDS}`,
  };
}

/** The 429 of an app sign-in past its budget. */
export function appRateLimitRefusal(state: RateLimitState): ApiError {
  return ApiError.tooManyRequests(
    `Rate limit exceeded for this account's app sign-in (${state.limit} requests a minute). ` +
      `Try again in ${state.retryAfter} second${state.retryAfter === 1 ? "" : "s"}.`,
    state.retryAfter,
  );
}
