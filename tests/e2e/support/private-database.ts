/**
 * A database of a spec file's own on the worker's private PostgreSQL (`privatePostgres`),
 * for specs that write straight into the app's tables, stop the database under a server,
 * or start several servers on one database. Called at a spec file's top level, it skips the
 * file without Debian's PostgreSQL binaries, creates the database (empty: the first server
 * migrates it) before the file's tests, and after them stops every server started on it
 * and drops it.
 */
import pg from "pg";
import { privatePostgresAvailable, type PrivatePostgres } from "../../support/private-postgres";
import { spawnApp, waitUntilReady, waitUntilUp, type AppServer, type Launch } from "./app-server";
import { test } from "./test";

export type PrivateDatabase = {
  /** The database's name, e.g. for pg_stat_activity. */
  readonly name: string;
  /** Its connection string (the app's DATABASE_URL). */
  readonly url: string;
  /** The server it lives on: stop and start it to take the database away. */
  readonly server: PrivatePostgres;
  /** One statement on a connection of its own; the rows it returns. */
  sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /**
   * A production server on `port` with exactly `env` and DATABASE_URL this database, unless
   * `env` names another or leaves it out (`DATABASE_URL: undefined`).
   */
  start(port: number, env: Record<string, string | undefined>, launch?: Launch): AppServer;
  /** start, then wait until it answers /api/health and /api/ready (migrated, database reachable). */
  startReady(port: number, env: Record<string, string>): Promise<AppServer>;
  /** Kills the servers started so far (SIGKILL: a test that needs a clean stop stops its own). */
  stopServers(): Promise<void>;
};

export function privateDatabase(name: string): PrivateDatabase {
  test.skip(!privatePostgresAvailable(), "needs PostgreSQL binaries for a private server");
  let server: PrivatePostgres | undefined;
  const servers: AppServer[] = [];
  const ready = () => {
    if (!server) throw new Error(`the database ${name} exists only while its spec file runs`);
    return server;
  };
  const urlOf = (database: string) => ready().url.replace(/\/postgres$/, `/${database}`);
  const admin = (statement: string) => query(ready().url, statement);

  test.beforeAll(async ({ privatePostgres }) => {
    server = privatePostgres;
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
  });

  const db: PrivateDatabase = {
    name,
    get url() {
      return urlOf(name);
    },
    get server() {
      return ready();
    },
    sql: (text, values) => query(urlOf(name), text, values),
    start(port, env, launch) {
      const given = Object.entries({ DATABASE_URL: urlOf(name), ...env }).filter(([, v]) => v !== undefined);
      const app = spawnApp(port, Object.fromEntries(given) as Record<string, string>, launch);
      servers.push(app);
      return app;
    },
    async startReady(port, env) {
      const app = db.start(port, env);
      await waitUntilUp(app);
      await waitUntilReady(app);
      return app;
    },
    async stopServers() {
      await Promise.all(servers.splice(0).map((s) => s.stop("SIGKILL")));
    },
  };

  test.afterAll(async () => {
    await db.stopServers();
    // the server may be stopped if a test failed while it was down
    if (server) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    server = undefined;
  });
  return db;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
