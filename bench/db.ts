/**
 * The bench database: a Postgres database of its own (vitalog_bench_v<N>) on the server of
 * DATABASE_URL, else 127.0.0.1:5432. Seeded once in SQL (bench/seed.sql) and reused while
 * its version matches; --reseed drops and seeds it again.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { hash } from "@node-rs/argon2";
import pg from "pg";

/** Bump when seed.sql changes: an older database is then seeded again. */
export const SEED_VERSION = 2;
export const BENCH_DB = `vitalog_bench_v${SEED_VERSION}`;
export const BENCH_PASSWORD = "bench-password-1";
/** Users 1..20 have 50 food entries on this day (today - 30 at seeding). */
export const FOOD_DAY_OFFSET = 30;
/** A seeded database older than this many days is seeded again (its data is "the last 90 days"). */
const MAX_AGE_DAYS = 14;

export type BenchDb = { url: string; seededAt: string; seedSeconds: number | null; foodDay: string };

function serverUrl(): string {
  return process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  return client;
}

async function readMeta(url: string): Promise<Record<string, string> | null> {
  const client = await connect(url).catch(() => null);
  if (!client) return null;
  try {
    const { rows } = await client.query<{ key: string; value: string }>("SELECT key, value FROM bench_meta");
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

export async function ensureBenchDb({ reseed }: { reseed: boolean }): Promise<BenchDb> {
  const admin = await connect(withDatabase(serverUrl(), "postgres")).catch((err: Error) => {
    throw new Error(
      `No PostgreSQL at ${new URL(serverUrl()).host} (${err.message}). Start one on 127.0.0.1:5432 ` +
        `or set DATABASE_URL=postgres://user@host:port/any-db (the bench creates its own database ${BENCH_DB} there).`,
    );
  });
  const url = withDatabase(serverUrl(), BENCH_DB);
  const migrate = async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const { migratePostgresDb } = await import("../db/migrate");
    try {
      await migratePostgresDb(pool);
    } finally {
      await pool.end();
    }
  };
  try {
    const meta = reseed ? null : await readMeta(url);
    const ageDays = meta?.seeded_at ? (Date.now() - Date.parse(meta.seeded_at)) / 86_400_000 : Infinity;
    if (meta?.version === String(SEED_VERSION) && ageDays < MAX_AGE_DAYS) {
      console.log(`[bench] reusing ${BENCH_DB} (seeded ${meta.seeded_at}; --reseed to seed again)`);
      await migrate(); // migrations added since it was seeded (the servers would apply them while starting)
      return { url, seededAt: meta.seeded_at!, seedSeconds: null, foodDay: meta.food_day! };
    }
    console.log(
      `[bench] seeding ${BENCH_DB} (1,000 users x 90 days, 1 user x 5 years, 500k products and the USDA foods)...`,
    );
    const started = Date.now();
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    await migrate();
    const passwordHash = await hash(BENCH_PASSWORD);
    const sql = readFileSync(path.join(import.meta.dirname, "seed.sql"), "utf8").replaceAll(
      ":password_hash",
      `'${passwordHash}'`,
    );
    const client = await connect(url);
    try {
      await client.query(sql);
      await client.query("VACUUM ANALYZE");
      const { rows } = await client.query<{ d: string }>(`SELECT (current_date - ${FOOD_DAY_OFFSET})::text AS d`);
      const seededAt = new Date().toISOString();
      await client.query(
        "INSERT INTO bench_meta (key, value) VALUES ('version', $1), ('seeded_at', $2), ('food_day', $3)",
        [String(SEED_VERSION), seededAt, rows[0]!.d],
      );
      const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
      console.log(`[bench] seeded in ${seedSeconds} s`);
      return { url, seededAt, seedSeconds, foodDay: rows[0]!.d };
    } finally {
      await client.end();
    }
  } finally {
    await admin.end();
  }
}

/** Rows a run wrote (food entries, sign-ins, metrics...) go, so every run reads the same data. */
export async function cleanUpRun(url: string, since: Date): Promise<void> {
  const client = await connect(url);
  try {
    // medications take their doses with them (the batch's as-needed medication)
    const written = ["food_entries", "health_metrics", "exercises", "migraines", "journal_entries", "water_entries"];
    for (const table of [...written, "medications"]) {
      await client.query(`DELETE FROM ${table} WHERE created_at >= $1`, [since]);
    }
    await client.query("DELETE FROM auth_tokens WHERE created_at >= $1", [since]);
    await client.query("DELETE FROM login_attempts WHERE created_at >= $1", [since]);
  } finally {
    await client.end();
  }
}
