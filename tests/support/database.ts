/**
 * Test databases. Without DATABASE_URL: an in-memory PGlite migrated once in globalSetup
 * and cloned per test file from its data dump (~0.4 s). With DATABASE_URL (CI): a template
 * database migrated once, and a fresh copy of it per test file.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "@/db/client";
import * as schema from "@/db/schema";

export function databaseUrlWith(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const client = new pg.Client({
    connectionString: databaseUrlWith(url, new URL(url).pathname.slice(1) || "postgres"),
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function newDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

export async function openTestDb(template: string): Promise<{ db: Db; close: () => Promise<void>; url?: string }> {
  if (process.env.DATABASE_URL) {
    const name = newDatabaseName("vitalog_test");
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const url = databaseUrlWith(process.env.DATABASE_URL, name);
    // the copy is dropped after its file: a commit need not wait for the disk
    const pool = new pg.Pool({ connectionString: url, max: 4, options: "-c synchronous_commit=off" });
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      url,
      close: async () => {
        await pool.end();
        await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }
  const dump = new Blob([await readFile(template)]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, close: () => client.close() };
}
