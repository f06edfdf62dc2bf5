/**
 * The app's database moved to a PostgreSQL of the test file's own (tests that stop it or lock
 * its tables), and moved back afterwards: the file's own test database is closed first.
 */
import { closeDb, getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { startPrivatePostgres, type PrivatePostgres } from "./private-postgres";

export type AppOnPrivatePostgres = { server: PrivatePostgres; restore: () => Promise<void> };

/** Starts the server, points DATABASE_URL (and `env`) at it, and opens the pool, migrating as a first request does. */
export async function appOnPrivatePostgres(env: Record<string, string> = {}): Promise<AppOnPrivatePostgres> {
  const server = await startPrivatePostgres();
  await closeDb();
  const saved = Object.fromEntries(["DATABASE_URL", ...Object.keys(env)].map((k) => [k, process.env[k]]));
  Object.assign(process.env, env, { DATABASE_URL: server.url });
  resetEnvCache();
  await getDb();
  const restore = async () => {
    try {
      // pool.end() waits for every client: never let one stuck client keep the server running
      await Promise.race([closeDb(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvCache();
      server.destroy();
    }
  };
  return { server, restore };
}
