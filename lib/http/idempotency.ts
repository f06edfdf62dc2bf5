/**
 * `Idempotency-Key` on a signed-in POST: the first request with a key claims it and its
 * answer is kept 24 hours; a repeat with the same request (method, path and body) gets
 * that answer again without the work being done twice; the same key with another request
 * is refused. Keys are per user. This file holds the key's rows; `idempotent-run.ts` runs a
 * request's work around them.
 *
 * The claim, the work and the kept answer are one transaction (`runIdempotent`): either the
 * work is stored with its answer, or neither is and the key is free for the retry, whatever
 * fails (the work, the answer's write, the commit, the connection). While that transaction
 * runs, a repeat finds the key's lock taken and answers 409 at once. A route whose work waits
 * on an outside service (AI, payments, mail) claims in a statement of its own instead, so no
 * transaction stays open during the call; such a claim left without an answer (its request
 * died with the database) is taken over after IDEMPOTENCY_CLAIM_SECONDS (60).
 */
import "server-only";
import { createHash } from "node:crypto";
import { and, between, eq, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { env } from "@/lib/env";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const MAX_KEY_LENGTH = 255;
const KEEP_HOURS = 24;

export const KEY_REUSED =
  "This Idempotency-Key was already used with a different request. Use a new key for a new request.";
export const KEY_IN_FLIGHT = "A request with this Idempotency-Key is still being processed. Retry it in a moment.";
export const KEY_ANSWER_GONE =
  "This request was already done, and what it created has since been deleted. Send it with a new Idempotency-Key to create it again.";
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
        or (${idempotencyKeys.status} is null
          and ${idempotencyKeys.created_at} < now() - make_interval(secs => ${env().IDEMPOTENCY_CLAIM_SECONDS}))`,
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

const GONE_BODY = JSON.stringify({ detail: KEY_ANSWER_GONE });

/**
 * After a DELETE of `id` (found, or already gone): the caller's kept successes that name `id`
 * as one of their fields answer 409 from now on, not a row that no longer exists; a
 * batch's answer, whose ids sit inside its list of results, is kept as it is.
 */
export async function retireAnswersNaming(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: 409, content_type: "application/json", body: GONE_BODY })
    .where(
      and(
        eq(idempotencyKeys.user_id, userId),
        between(idempotencyKeys.status, 200, 299),
        sql`${idempotencyKeys.content_type} like '%json%'`,
        sql`strpos(${idempotencyKeys.body}, ${id}) > 0`,
        sql`jsonb_path_exists(${idempotencyKeys.body}::jsonb, 'strict $.* ? (@ == $id)', jsonb_build_object('id', ${id}::text), true)`,
      ),
    );
}

/** A DELETE of the row `id`: its work, then the kept answers naming the row retired (also on a 404, for a retry). */
export async function deleteAndRetire(
  db: Db,
  userId: string,
  id: string,
  work: () => Promise<Response>,
): Promise<Response> {
  let response: Response;
  try {
    response = await work();
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) await retireAnswersNaming(db, userId, id);
    throw err;
  }
  if (response.ok) await retireAnswersNaming(db, userId, id);
  return response;
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
