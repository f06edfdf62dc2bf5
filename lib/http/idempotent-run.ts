/**
 * Runs the work of a POST with an `Idempotency-Key` once (see ./idempotency.ts for the rules):
 * the claim, the work and the kept answer in one transaction, or, for work that waits on an
 * outside service, as three steps.
 */
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { isDatabaseUnavailable } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { claimKey, isKeptStatus, keepAnswer, KEY_IN_FLIGHT, releaseKey } from "./idempotency";

/**
 * Takes the key's lock for the rest of the transaction, or answers 409: another request with
 * the key is running. The lock ends with its transaction, also when its connection dies.
 */
async function lockKey(tx: Db, userId: string, key: string): Promise<void> {
  const { rows } = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('idempotency-key'), hashtext(${`${userId}:${key}`})) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  if (!rows[0]?.locked) throw ApiError.conflict(KEY_IN_FLIGHT);
}

type Run = {
  userId: string;
  key: string;
  fingerprint: string;
  /** The route's work, given the database it must write through. */
  work: (db: Db) => Promise<Response>;
  /** What a repeat answers in place of a success that holds a secret (see the route option). */
  keptAnswer?: () => Response;
  /** The work waits on an outside service: claim and answer apart from it (see above). */
  callsOutside?: boolean;
};

/** Runs the work of a keyed request once: a repeat answers the kept answer. */
export async function runIdempotent(db: Db, run: Run): Promise<Response> {
  if (run.callsOutside) return runClaimedApart(db, run);
  const { userId, key, fingerprint, work, keptAnswer } = run;
  const outcome = await db.transaction(async (tx): Promise<{ response: Response } | { error: unknown }> => {
    await lockKey(tx, userId, key);
    const claim = await claimKey(tx, userId, key, fingerprint);
    if (claim.kind === "replay") return { response: claim.response };
    const done = await workInSavepoint(tx, () => work(tx));
    if ("error" in done) {
      const { error } = done;
      // nothing can be kept without the database: the whole transaction goes, the claim with it
      if (isDatabaseUnavailable(error)) throw error;
      if (error instanceof ApiError && isKeptStatus(error.status))
        await keepAnswer(tx, userId, key, error.toResponse());
      else await releaseKey(tx, userId, key);
      return { error };
    }
    await keepAnswer(tx, userId, key, keptAnswer && done.response.ok ? keptAnswer() : done.response);
    return { response: done.response };
  });
  if ("error" in outcome) throw outcome.error;
  return outcome.response;
}

/**
 * The work inside a savepoint. A refusal keeps what the work wrote before it, as without a key
 * (a counted failed attempt); a failed statement has aborted the savepoint, whose writes then go.
 */
async function workInSavepoint(
  tx: Db,
  work: () => Promise<Response>,
): Promise<{ response: Response } | { error: unknown }> {
  await tx.execute(sql`savepoint idempotent_work`);
  try {
    const response = await work();
    await tx.execute(sql`release savepoint idempotent_work`);
    return { response };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { error };
    await tx
      .execute(sql`release savepoint idempotent_work`)
      .catch(() => tx.execute(sql`rollback to savepoint idempotent_work`));
    return { error };
  }
}

/** Claim, work and answer as three steps, for work that waits on an outside service. */
async function runClaimedApart(db: Db, { userId, key, fingerprint, work, keptAnswer }: Run): Promise<Response> {
  const claim = await claimKey(db, userId, key, fingerprint);
  if (claim.kind === "replay") return claim.response;
  let response: Response;
  try {
    response = await work(db);
  } catch (err) {
    if (err instanceof ApiError && isKeptStatus(err.status)) await keepAnswer(db, userId, key, err.toResponse());
    else await releaseKey(db, userId, key);
    throw err;
  }
  await keepAnswer(db, userId, key, keptAnswer && response.ok ? keptAnswer() : response);
  return response;
}
