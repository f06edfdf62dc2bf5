/**
 * `npm run db:migrate`: the release step. Applies the committed migrations to DATABASE_URL,
 * or to PGlite, whatever MIGRATE_ON_START says (several instances may run it at once: an
 * advisory lock serialises them).
 */
import { closeDb, getDb } from "../db/client";

process.env.MIGRATE_ON_START = "1";
const started = Date.now();
try {
  await getDb();
} catch (err) {
  console.error(`Migrations failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
await closeDb();
const target = process.env.DATABASE_URL
  ? "Postgres (DATABASE_URL)"
  : `PGlite (${process.env.PGLITE_DIR ?? ".data/pglite"})`;
console.log(`Migrations applied to ${target} in ${Date.now() - started} ms.`);
