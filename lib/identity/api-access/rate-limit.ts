/**
 * The request budget of a personal access token: a number per minute and per day (UTC),
 * counted in Postgres so every instance counts together. Counting is one upsert of the two
 * rows of the token; a row whose window has passed starts again at 1. Refused requests count
 * too, so a script that ignores 429 does not get through by hammering.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { env } from "@/lib/env";

type Window = { period: "minute" | "day"; limit: number; seconds: number };

export type RateLimitState = {
  /** The window closest to running out, as the RateLimit-* headers report it. */
  limit: number;
  remaining: number;
  /** Seconds until that window starts again. */
  reset: number;
  allowed: boolean;
  /** Seconds until a refused caller may try again (the later of the exhausted windows). */
  retryAfter: number;
};

function windows(): Window[] {
  const { API_RATE_PER_MINUTE, API_RATE_PER_DAY } = env();
  return [
    { period: "minute", limit: API_RATE_PER_MINUTE, seconds: 60 },
    { period: "day", limit: API_RATE_PER_DAY, seconds: 86_400 },
  ];
}

/** Counts one request of the token at `now` and answers where its budget stands. */
export async function countTokenRequest(db: Db, tokenId: string, now: Date = new Date()): Promise<RateLimitState> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    insert into api_rate_counters as c (token_id, period, window_start, count)
    values
      (${tokenId}, 'minute', date_trunc('minute', ${at}::timestamptz, 'UTC'), 1),
      (${tokenId}, 'day', date_trunc('day', ${at}::timestamptz, 'UTC'), 1)
    on conflict (token_id, period) do update set
      count = case when c.window_start = excluded.window_start then c.count + 1 else 1 end,
      window_start = excluded.window_start
    returning period, count, window_start`);
  const rows = (result as unknown as { rows: { period: string; count: number; window_start: string }[] }).rows;
  let report: Omit<RateLimitState, "allowed" | "retryAfter"> | null = null;
  let allowed = true;
  let retryAfter = 0;
  for (const w of windows()) {
    const row = rows.find((r) => r.period === w.period)!;
    const start = new Date(row.window_start).getTime();
    const reset = Math.max(1, Math.ceil((start + w.seconds * 1000 - now.getTime()) / 1000));
    const remaining = Math.max(0, w.limit - Number(row.count));
    if (Number(row.count) > w.limit) {
      allowed = false;
      retryAfter = Math.max(retryAfter, reset);
    }
    if (!report || remaining < report.remaining) report = { limit: w.limit, remaining, reset };
  }
  return { ...report!, allowed, retryAfter };
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  const [minute, day] = windows();
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.reset),
    "RateLimit-Policy": `${minute!.limit};w=${minute!.seconds}, ${day!.limit};w=${day!.seconds}`,
  };
}

/** The 429 of a token past its budget. */
export function rateLimitRefusal(state: RateLimitState): ApiError {
  const { API_RATE_PER_MINUTE, API_RATE_PER_DAY } = env();
  return ApiError.tooManyRequests(
    `Rate limit exceeded for this token (${API_RATE_PER_MINUTE} requests a minute, ${API_RATE_PER_DAY} a day). ` +
      `Try again in ${state.retryAfter} second${state.retryAfter === 1 ? "" : "s"}.`,
    state.retryAfter,
  );
}
