import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Pool } from "pg";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { log } from "@/lib/log";
import { loadBundledFoods, type BundledLoad } from "./bundled-foods";
import { longLimits } from "./pg-pool";

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

function logLoad(load: BundledLoad): void {
  if (load.loaded) log.info("usda foods loaded", { foods: load.foods, ms: Math.round(load.ms) });
}

/**
 * drizzle-kit's own migrate does not load PGlite's extensions, so we apply from code; then the
 * foods shipped with the repository (db/bundled-foods.ts), loaded only when their file changed.
 */
export async function migratePgliteDb(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migratePglite(db, { migrationsFolder });
  logLoad(await loadBundledFoods(db));
}

/**
 * Several app instances may start at once against one Postgres: an advisory lock makes
 * them apply the migrations and load the bundled foods one after the other instead of racing.
 */
export async function migratePostgresDb(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // a migration may rewrite a table or wait for a request's lock: the long limits, on this
    // connection only (it is closed afterwards rather than handed to a request with them)
    const { statement, lock } = longLimits();
    await client.query(`SET statement_timeout = ${statement}; SET lock_timeout = ${lock}`);
    await client.query("SELECT pg_advisory_lock(7261001)");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const db = drizzle(client);
    await migratePg(db, { migrationsFolder });
    logLoad(await loadBundledFoods(db));
  } finally {
    await client.query("SELECT pg_advisory_unlock(7261001)").catch(() => undefined);
    client.release(true);
  }
}
