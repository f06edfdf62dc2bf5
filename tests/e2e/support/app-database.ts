/**
 * The databases of the e2e run's apps. On PostgreSQL (DATABASE_URL names the server) the
 * run migrates one template database before any worker starts, and each worker's app gets
 * a copy of it; without DATABASE_URL each app gets a fresh PGlite directory of its own.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The template's name, handed from globalSetup to the workers. */
const TEMPLATE_ENV = "E2E_DB_TEMPLATE";

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Runs one statement on the server's maintenance database. */
async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;

/**
 * globalSetup: migrates a template on DATABASE_URL's server (the release step, `npm run
 * db:migrate`, bundled foods included) and returns how to drop it; nothing without DATABASE_URL.
 */
export async function prepareTemplate(): Promise<() => Promise<void>> {
  const server = process.env.DATABASE_URL;
  if (!server) return async () => undefined;
  const name = uniqueName("vitalog_e2e_tmpl");
  await admin(server, `CREATE DATABASE "${name}"`);
  execFileSync("npm", ["run", "--silent", "db:migrate"], {
    env: { ...process.env, DATABASE_URL: withDatabase(server, name) },
    stdio: "pipe",
  });
  // the workers, started after globalSetup, inherit it
  process.env[TEMPLATE_ENV] = name;
  return () => admin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

export type AppDatabase = {
  /** The app's database settings: DATABASE_URL, or PGlite's directory. */
  env: Record<string, string>;
  /** DATABASE_URL of the copy, for tests that read or write its tables (undefined on PGlite). */
  url?: string;
  drop: () => Promise<void>;
};

/** A database for one app: a copy of the template, or a new PGlite directory (`pgliteDir`). */
export async function appDatabase(pgliteDir: string): Promise<AppDatabase> {
  const server = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!server || !template) {
    const { rmSync } = await import("node:fs");
    rmSync(pgliteDir, { recursive: true, force: true });
    // production refuses PGlite unless asked: one server on one directory, on purpose
    return { env: { PGLITE_DIR: pgliteDir, ALLOW_EMBEDDED_DB: "1" }, drop: async () => undefined };
  }
  const name = uniqueName("vitalog_e2e");
  await admin(server, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  const url = withDatabase(server, name);
  return {
    env: { DATABASE_URL: url },
    url,
    drop: () => admin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
