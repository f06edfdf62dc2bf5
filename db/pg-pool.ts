/**
 * The node-postgres pool, made to survive PostgreSQL restarting under load: requests fail
 * fast (and the API answers 503) instead of hanging or crashing the process, and dead
 * connections never stay counted against the pool.
 */
import type { Pool, PoolClient } from "pg";
import { env } from "@/lib/env";
import { describeError, log } from "@/lib/log";

/**
 * The time limits of a pool's connections, in ms. Postgres ends a statement that runs longer
 * than `statement` (57014) or waits longer than `lock` for a lock (55P03), so one slow query
 * or one held lock frees its connection instead of keeping a pool slot; `acquire` bounds the
 * wait for a free connection and the opening of a new one. Each of these answers 503.
 */
export type PoolLimits = { statement: number; lock: number; acquire: number };

/** A request's limits (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS, DB_POOL_ACQUIRE_TIMEOUT_MS). */
export function requestLimits(): PoolLimits {
  const { DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS, DB_POOL_ACQUIRE_TIMEOUT_MS } = env();
  return { statement: DB_STATEMENT_TIMEOUT_MS, lock: DB_LOCK_TIMEOUT_MS, acquire: DB_POOL_ACQUIRE_TIMEOUT_MS };
}

/** The limits of exports, reports, the minute job and migrations: DB_LONG_STATEMENT_TIMEOUT_MS. */
export function longLimits(): PoolLimits {
  const { DB_LONG_STATEMENT_TIMEOUT_MS, DB_POOL_ACQUIRE_TIMEOUT_MS } = env();
  return {
    statement: DB_LONG_STATEMENT_TIMEOUT_MS,
    lock: DB_LONG_STATEMENT_TIMEOUT_MS,
    acquire: DB_POOL_ACQUIRE_TIMEOUT_MS,
  };
}

/** The default wait for a connection (DB_POOL_ACQUIRE_TIMEOUT_MS unset): the request answers 503. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Server side: a transaction left idle this long (its app died mid-way) is ended, freeing its locks. */
const IDLE_IN_TRANSACTION_MS = 60_000;
/**
 * drizzle's transaction() does not release its client when BEGIN itself fails (as it does when
 * the server has just cut the connection): such a client would hold a pool slot for ever.
 * A client whose connection broke while checked out is released after this grace time.
 */
export const BROKEN_CLIENT_GRACE_MS = 3_000;

export async function createPgPool(
  connectionString: string,
  max: number,
  limits: PoolLimits = requestLimits(),
): Promise<Pool> {
  const { Client, Pool } = await import("pg");
  // The app's queries read one user's rows (or one product) through an index. On such a
  // query a parallel plan only adds the start of worker processes, and many pages at once
  // spend the machine's cores starting workers. The time limits are set in the same round
  // trip, rather than as start-up parameters, which PgBouncer refuses unless told to ignore
  // them. The settings are made before the pool hands the connection out
  // (a query sent while another runs is deprecated in pg 8); if the server refuses it, the
  // connection is still used.
  const settings =
    `SET max_parallel_workers_per_gather = 0; SET statement_timeout = ${Math.trunc(limits.statement)}; ` +
    `SET lock_timeout = ${Math.trunc(limits.lock)}`;
  class ConfiguredClient extends Client {
    // @ts-expect-error pg-pool calls connect(callback) only; the promise form stays as in pg
    connect(callback?: (err: Error | null) => void): Promise<void> | void {
      const ready = super.connect().then(() =>
        this.query(settings).then(
          () => undefined,
          (err: unknown) =>
            log.warn("could not apply the session settings on a new connection", { error: describeError(err) }),
        ),
      );
      if (!callback) return ready;
      ready.then(() => callback(null), callback);
    }
  }
  const pool = new Pool({
    Client: ConfiguredClient as unknown as typeof Client,
    connectionString,
    max,
    connectionTimeoutMillis: limits.acquire,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    // a server that vanished without closing the connection (network gone) is noticed by TCP keepalive
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const checkedOut = new Set<PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_err, client) => checkedOut.delete(client));
  pool.on("remove", (client) => checkedOut.delete(client as PoolClient));
  // An idle client's error (e.g. PostgreSQL restarting): the pool drops it; without a listener it kills the process.
  pool.on("error", (err) => log.warn("database connection lost (idle)", { error: describeError(err) }));
  pool.on("connect", (client) => {
    // A checked-out client has no pool listener: its connection error between two queries of a
    // transaction would be an uncaught exception. Its next query fails instead (→ 503).
    client.on("error", (err) => {
      if (!checkedOut.has(client as PoolClient)) return;
      log.warn("database connection lost (in use)", { error: describeError(err) });
      setTimeout(() => {
        if (!checkedOut.has(client as PoolClient)) return;
        checkedOut.delete(client as PoolClient);
        try {
          (client as PoolClient).release(err);
        } catch {
          // released meanwhile
        }
      }, BROKEN_CLIENT_GRACE_MS).unref();
    });
  });
  return pool;
}
