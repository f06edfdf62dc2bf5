import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery, databaseUrlWith, newDatabaseName } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/** Migrates one database for the whole run; each test file then starts from a copy. */
export default async function setup(project: TestProject) {
  const { migratePgliteDb, migratePostgresDb } = await import("@/db/migrate");
  if (process.env.DATABASE_URL) {
    const name = newDatabaseName("vitalog_tmpl");
    await adminQuery(`CREATE DATABASE "${name}"`);
    const pg = await import("pg");
    const pool = new pg.default.Pool({ connectionString: databaseUrlWith(process.env.DATABASE_URL, name), max: 1 });
    await migratePostgresDb(pool);
    await pool.end();
    project.provide("dbTemplate", name);
    return async () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migratePgliteDb(drizzle(client));
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), "vitalog-test-"));
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", file);
  return async () => rm(dir, { recursive: true, force: true });
}
