/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to PGlite. */
import { closeDb, getDb } from "../db/client";

const started = Date.now();
await getDb();
await closeDb();
const target = process.env.DATABASE_URL ? "Postgres (DATABASE_URL)" : `PGlite (${process.env.PGLITE_DIR ?? ".data/pglite"})`;
console.log(`Migrations applied to ${target} in ${Date.now() - started} ms.`);
