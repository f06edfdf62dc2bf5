/**
 * The one database of the process: node-postgres when DATABASE_URL is set, else PGlite in
 * .data/pglite. Created once, migrated before first use, and kept on globalThis because
 * `next start` may load this module twice (route handlers and pages).
 */
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import { migratePgliteDb, migratePostgresDb } from "./migrate";
import { createPgPool, longLimits } from "./pg-pool";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Holder = {
  db?: Promise<Db>;
  ready?: Db;
  close?: () => Promise<void>;
  /** The pool of long operations, opened on first use (Postgres only: PGlite has one connection). */
  long?: Promise<Db>;
  openLong?: () => Promise<{ db: Db; close: () => Promise<void> }>;
  closeLong?: () => Promise<void>;
};
const holder: Holder = ((globalThis as { __vitalogDb?: Holder }).__vitalogDb ??= {});

export function getDb(): Promise<Db> {
  if (!holder.db) {
    const opening: Promise<Db> = openDb().then(
      (db) => {
        if (holder.db === opening) holder.ready = db; // not if closeDb ran meanwhile
        return db;
      },
      (err: unknown) => {
        holder.db = undefined; // never cache a failed start: the next request tries again
        throw err;
      },
    );
    holder.db = opening;
  }
  return holder.db;
}

/** Connections of the long operations' pool: few, so they never crowd out the requests'. */
const LONG_POOL_MAX = 2;

/**
 * The database for the operations allowed DB_LONG_STATEMENT_TIMEOUT_MS per statement and lock
 * wait: exports, reports, the minute job. On Postgres a small pool of its own, so they never
 * take the requests' connections; on PGlite (one connection, no timeouts) the one database.
 */
export async function getLongDb(): Promise<Db> {
  const db = await getDb();
  const openLong = holder.openLong;
  if (!openLong) return db;
  if (!holder.long) {
    const opening = openLong().then(
      ({ db: longDb, close }) => {
        if (holder.long === opening) holder.closeLong = close;
        else void close(); // closeDb ran meanwhile
        return longDb;
      },
      (err: unknown) => {
        holder.long = undefined;
        throw err;
      },
    );
    holder.long = opening;
  }
  return holder.long;
}

/** The database if it is already open, else undefined: lets the hottest read skip an await. */
export function openedDb(): Db | undefined {
  return holder.ready;
}

async function openDb(): Promise<Db> {
  const { DATABASE_URL, PGLITE_DIR, PG_POOL_MAX, MIGRATE_ON_START, NODE_ENV, ALLOW_EMBEDDED_DB } = env();
  if (DATABASE_URL) {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = await createPgPool(DATABASE_URL, PG_POOL_MAX);
    const db = drizzle(pool, { schema });
    // Off (MIGRATE_ON_START=0, the default on Vercel): `npm run db:migrate` is a release step.
    if (MIGRATE_ON_START) {
      try {
        await migratePostgresDb(pool);
      } catch (err) {
        await pool.end().catch(() => undefined); // the next request opens a new pool
        throw err;
      }
    }
    holder.close = () => pool.end();
    holder.openLong = async () => {
      const longPool = await createPgPool(DATABASE_URL, LONG_POOL_MAX, longLimits());
      return { db: drizzle(longPool, { schema }) as unknown as Db, close: () => longPool.end() };
    };
    return db as unknown as Db;
  }
  if (NODE_ENV === "production" && !ALLOW_EMBEDDED_DB) {
    throw new Error("DATABASE_URL is required in production (or ALLOW_EMBEDDED_DB=1 for PGlite on one disk).");
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  mkdirSync(PGLITE_DIR, { recursive: true });
  const client = await PGlite.create(PGLITE_DIR, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migratePgliteDb(db);
  holder.close = () => client.close();
  return db as unknown as Db;
}

/** Tests hand in a database of their own (in-memory PGlite or a fresh Postgres database). */
export function setDbForTesting(db: Db, close?: () => Promise<void>): void {
  void holder.closeLong?.();
  holder.long = undefined;
  holder.openLong = undefined;
  holder.closeLong = undefined;
  holder.db = Promise.resolve(db);
  holder.ready = db;
  holder.close = close;
}

export async function closeDb(): Promise<void> {
  const { close, closeLong } = holder;
  holder.db = undefined;
  holder.ready = undefined;
  holder.close = undefined;
  holder.long = undefined;
  holder.openLong = undefined;
  holder.closeLong = undefined;
  await Promise.all([close?.(), closeLong?.()]);
}
