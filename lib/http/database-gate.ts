/**
 * Whether pages can render, for the page gate of lib/server/http-hooks.ts. A server
 * component that throws can only answer 500 (Next has no 503 for it), so once the database
 * is known to be unreachable or to refuse the connection, page requests are answered 503
 * with a detail before they reach Next, until a probe (`SELECT 1`) succeeds again. What
 * marks it down: the check at start, an API answer's database failure (errorResponse), a
 * page's (instrumentation.ts onRequestError). While it is up, the gate costs nothing.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, isDatabaseTimeout, isDatabaseUnavailable } from "@/lib/errors/db-errors";
import { describeError, log } from "@/lib/log";

/** While down, at most one probe a second: a page request between probes is answered 503 at once. */
export const PROBE_INTERVAL_MS = 1_000;

type State = { down: boolean; lastProbe: number; probing?: Promise<boolean> };

const state: State = ((globalThis as { __vitalogDatabaseGate?: State }).__vitalogDatabaseGate ??= {
  down: false,
  lastProbe: 0,
});

/** The database could not be reached: pages answer 503 until a probe succeeds. */
export function noteDatabaseUnavailable(): void {
  state.down = true;
}

/** Marks the gate down when `err` says the database cannot be reached; answers whether it did. */
export function noteIfDatabaseUnavailable(err: unknown): boolean {
  if (!isDatabaseUnavailable(err)) return false;
  noteDatabaseUnavailable();
  return true;
}

/** One `SELECT 1`: true when it answers; an error other than an outage does not close the gate. */
export async function probeDatabase(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`SELECT 1`);
    state.down = false;
    return true;
  } catch (err) {
    if (!noteIfDatabaseUnavailable(err)) return true;
    log.warn("database unavailable: pages answer 503", { error: describeError(err) });
    return false;
  }
}

/** True when pages may render: at once while the database is up, else after a probe (one at a time). */
export function pagesCanRender(): boolean | Promise<boolean> {
  if (!state.down) return true;
  if (state.probing) return state.probing;
  const now = Date.now();
  if (now - state.lastProbe < PROBE_INTERVAL_MS) return false;
  state.lastProbe = now;
  const probing = probeDatabase().finally(() => {
    if (state.probing === probing) state.probing = undefined;
  });
  state.probing = probing;
  return probing;
}

/** Tests start from an open gate. */
export function resetDatabaseGateForTesting(): void {
  state.down = false;
  state.lastProbe = 0;
  state.probing = undefined;
}

/**
 * The detail to show for a database failure outside the route wrapper (a server action):
 * logged, and the gate marked down when the database cannot be reached; null for any other
 * error, which the caller rethrows.
 */
export function databaseFailureDetail(err: unknown, where: string): string | null {
  if (noteIfDatabaseUnavailable(err)) {
    log.error("database unavailable", { where, error: describeError(err) });
    return DATABASE_UNAVAILABLE;
  }
  if (isDatabaseTimeout(err)) {
    log.error("database time limit reached", { where, error: describeError(err) });
    return DATABASE_BUSY;
  }
  return null;
}
