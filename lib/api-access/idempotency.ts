/**
 * `Idempotency-Key` on a signed-in POST: the first request with a key claims it and its
 * answer is kept 24 hours; a repeat with the same request (method, path and body) gets
 * that answer again without the work being done twice; the same key with another request
 * is refused. Keys are per user. A claim whose first request died without an answer is
 * taken over after a minute, so a crashed request does not block its retries for a day.
 */
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError } from "@/lib/api/errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const MAX_KEY_LENGTH = 255;
const KEEP_HOURS = 24;

export const KEY_REUSED =
  "This Idempotency-Key was already used with a different request. Use a new key for a new request.";
export const KEY_IN_FLIGHT = "A request with this Idempotency-Key is still being processed. Retry it in a moment.";
export const BAD_KEY = `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} printable ASCII characters.`;

/** The key a request sends, checked; null when it sends none. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x20-\x7e]+$/.test(key))
    throw ApiError.badRequest(BAD_KEY);
  return key;
}

/** What makes two requests "the same": method, path with query, and body. */
export function requestFingerprint(req: Request, body: string | Uint8Array): string {
  const url = new URL(req.url);
  return createHash("sha256").update(`${req.method} ${url.pathname}${url.search}\n`).update(body).digest("hex");
}

export type Claim = { kind: "claimed" } | { kind: "replay"; response: Response };

/**
 * Claims `key` for this request, or answers the kept answer of an earlier identical one.
 * Throws 422 for a key used with another request and 409 while the first is still running.
 */
export async function claimKey(db: Db, userId: string, key: string, fingerprint: string): Promise<Claim> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, request_hash: fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.user_id, idempotencyKeys.key],
      set: { request_hash: fingerprint, status: null, content_type: null, body: null, created_at: sql`now()` },
      setWhere: sql`${idempotencyKeys.created_at} < now() - make_interval(hours => ${KEEP_HOURS})
        or (${idempotencyKeys.status} is null and ${idempotencyKeys.created_at} < now() - interval '1 minute')`,
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: "claimed" };
  const [kept] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
  // gone between the two statements (its first request failed and let go): a retry may claim it
  if (!kept) throw ApiError.conflict(KEY_IN_FLIGHT);
  if (kept.request_hash !== fingerprint) throw new ApiError(422, KEY_REUSED);
  if (kept.status === null) throw ApiError.conflict(KEY_IN_FLIGHT);
  const headers = new Headers({ "Cache-Control": "no-store", "Idempotent-Replayed": "true" });
  if (kept.content_type) headers.set("Content-Type", kept.content_type);
  const body = kept.status === 204 || kept.body === null ? null : kept.body;
  return { kind: "replay", response: new Response(body, { status: kept.status, headers }) };
}

/** Whether an answer is kept for repeats: a result of the work, not a passing condition. */
export function isKeptStatus(status: number): boolean {
  return status < 500 && status !== 401 && status !== 429;
}

/** Keeps the answer of a claimed key (a JSON or text body; anything else lets the key go). */
export async function keepAnswer(db: Db, userId: string, key: string, response: Response): Promise<void> {
  const type = response.headers.get("content-type");
  const textual = response.status === 204 || !type || /json|^text\//.test(type);
  if (!isKeptStatus(response.status) || !textual) return releaseKey(db, userId, key);
  const body = response.status === 204 ? null : await response.clone().text();
  await db
    .update(idempotencyKeys)
    .set({ status: response.status, content_type: type, body })
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
}

/** Lets a claimed key go: its request failed in a way a retry may not repeat. */
export async function releaseKey(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
}

/** Deletes keys past their 24 hours; answers how many. */
export async function pruneIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_HOURS * 3_600_000);
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, cutoff))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** Once an hour (minute 0) from the scheduled jobs, as the account activity's prune. */
export async function pruneIdempotencyKeysHourly(db: Db, now: Date = new Date()): Promise<number> {
  return now.getUTCMinutes() === 0 ? pruneIdempotencyKeys(db, now) : 0;
}
