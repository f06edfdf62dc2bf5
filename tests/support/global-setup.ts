import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery, databaseUrlWith, newDatabaseName } from "./database";
import { contractSummary } from "./openapi/contract-stats";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: string;
    /** Where each test file writes what the contract check of its API answers saw. */
    contractDir: string;
  }
}

/** Prepares the run: the database template, and the contract check's directory, summed up at the end. */
export default async function setup(project: TestProject) {
  const contractDir = await mkdtemp(path.join(tmpdir(), "vitalog-contract-"));
  project.provide("contractDir", contractDir);
  const dropTemplate = await prepareDatabase(project);
  return async () => {
    // the run's one line on the contract check (tests/support/openapi/contract.ts)
    const summary = contractSummary(contractDir);
    if (summary) console.log(summary);
    await rm(contractDir, { recursive: true, force: true });
    await dropTemplate();
  };
}

/** Migrates one database for the whole run; each test file then starts from a copy. */
async function prepareDatabase(project: TestProject): Promise<() => Promise<unknown>> {
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
  await client.query("checkpoint");
  const { rows } = await client.query<{ first: string; last: string }>(
    "select pg_walfile_name(redo_lsn) as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()",
  );
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), "vitalog-test-"));
  const file = path.join(dir, "template.tar");
  await writeFile(file, withoutSpareWal(new Uint8Array(await dump.arrayBuffer()), rows[0]!));
  project.provide("dbTemplate", file);
  return async () => rm(dir, { recursive: true, force: true });
}

const BLOCK = 512;
const WAL_SEGMENT = /(^|\/)pg_wal\/([0-9A-F]{24})$/;

/**
 * The data directory's tar without the WAL segments a start does not read: those before the
 * last checkpoint's and the empty ones kept for reuse. Loading the bundled foods leaves three
 * 16 MB segments, which every test file would otherwise copy in; only the checkpoint's is needed.
 */
function withoutSpareWal(tar: Uint8Array, { first, last }: { first: string; last: string }): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const name = new TextDecoder().decode(header.subarray(0, 100)).replace(/\0.*$/s, "");
    const size = parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, "").trim() || "0", 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = WAL_SEGMENT.exec(name)?.[2];
    if (!segment || (segment >= first && segment <= last)) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(kept);
}
