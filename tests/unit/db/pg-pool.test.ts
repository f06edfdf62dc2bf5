/** The node-postgres pool's per-connection settings (Postgres only: PGlite has no pool). */
import { describe, expect, it } from "vitest";
import { createPgPool } from "@/db/pg-pool";

describe.runIf(Boolean(process.env.DATABASE_URL))("the app's pg pool", () => {
  it("runs every connection's queries without parallel workers, from its first query on", async () => {
    const pool = await createPgPool(process.env.DATABASE_URL!, 3);
    try {
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const shown = await Promise.all(
        clients.map((c) =>
          c.query<{ max_parallel_workers_per_gather: string }>("show max_parallel_workers_per_gather"),
        ),
      );
      for (const c of clients) c.release();
      expect(shown.map((r) => r.rows[0]!.max_parallel_workers_per_gather)).toEqual(["0", "0", "0"]);
    } finally {
      await pool.end();
    }
  });

  it("gives every connection the statement and lock timeouts of its pool, from its first query on", async () => {
    const pool = await createPgPool(process.env.DATABASE_URL!, 2, { statement: 4_000, lock: 1_500, acquire: 5_000 });
    try {
      const clients = await Promise.all([pool.connect(), pool.connect()]);
      const shown = await Promise.all(
        clients.map((c) =>
          c.query<{ statement_timeout: string; lock_timeout: string }>(
            "select current_setting('statement_timeout') as statement_timeout, current_setting('lock_timeout') as lock_timeout",
          ),
        ),
      );
      for (const c of clients) c.release();
      expect(shown.map((r) => r.rows[0])).toEqual([
        { statement_timeout: "4s", lock_timeout: "1500ms" },
        { statement_timeout: "4s", lock_timeout: "1500ms" },
      ]);
    } finally {
      await pool.end();
    }
  });
});
