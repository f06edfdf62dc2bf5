/**
 * One held lock must not take the pool. Another session holds `LOCK TABLE food_entries`
 * while more food reads arrive than the pool has connections: each food read answers 503
 * with a detail at the lock timeout (DB_LOCK_TIMEOUT_MS), its connection is free again, and
 * `/api/me` and `/api/water`, which need no food, answer 200 while the lock is still held.
 * The app's own pool (db/client.ts) on a private PostgreSQL, as production opens it.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as foodDay } from "@/app/api/food-entries/route";
import { GET as me } from "@/app/api/me/route";
import { GET as waterDay } from "@/app/api/water/route";
import { sql } from "drizzle-orm";
import { getDb, getLongDb } from "@/db/client";
import { DATABASE_BUSY } from "@/lib/errors/db-errors";
import { errorResponse } from "@/lib/http/error-response";
import { captureLogsForTesting } from "@/lib/log";
import { privatePostgresAvailable, type PrivatePostgres } from "../support/private-postgres";
import { appOnPrivatePostgres, type AppOnPrivatePostgres } from "../support/app-on-private-postgres";
import { call, registerUser, type CallResult } from "../support/api";

const available = privatePostgresAvailable();
const LOCK_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 1_500;
const POOL_MAX = 3;
/** The longest the lock is held: far longer than the requests take with the limits in force. */
const HELD_MS = 12_000;

const LIMITS = {
  PG_POOL_MAX: String(POOL_MAX),
  DB_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
  DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  DB_POOL_ACQUIRE_TIMEOUT_MS: "8000",
};

describe.skipIf(!available)("a table locked by another session", () => {
  let server: PrivatePostgres;
  let app: AppOnPrivatePostgres | undefined;

  beforeAll(async () => {
    app = await appOnPrivatePostgres(LIMITS);
    server = app.server;
  });

  afterAll(() => app?.restore());

  it("food reads answer 503 at the lock timeout while /api/me and /api/water answer 200", async () => {
    const { token } = await registerUser();
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const logs = captureLogsForTesting();
    let released = false;
    try {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE food_entries IN ACCESS EXCLUSIVE MODE");
      let release = () => undefined as void;
      const releasing = new Promise<void>((resolve) => {
        release = () => {
          if (released) return;
          released = true;
          void holder.query("ROLLBACK").then(
            () => resolve(),
            () => resolve(),
          );
        };
      });
      // the lock is let go once every request below has settled, or at HELD_MS at the latest
      const deadline = setTimeout(() => release(), HELD_MS);
      // twice as many food reads as the pool has connections, then the unrelated reads behind them
      const timed = async (name: string, run: () => Promise<CallResult<{ detail?: string }>>) => {
        const started = Date.now();
        const res = await run();
        return { name, status: res.status, detail: res.body?.detail, ms: Date.now() - started, whileHeld: !released };
      };
      const foodReads = Array.from({ length: POOL_MAX * 2 }, (_, i) =>
        timed(`food ${i}`, () => call(foodDay, { path: "/api/food-entries", token })),
      );
      const others = [
        timed("me", () => call(me, { path: "/api/me", token })),
        timed("water", () => call(waterDay, { path: "/api/water", token })),
      ];
      const food = await Promise.all(foodReads);
      const [meRes, waterRes] = await Promise.all(others);
      clearTimeout(deadline);
      release();

      for (const f of food) {
        expect(f, f.name).toMatchObject({ status: 503, detail: DATABASE_BUSY, whileHeld: true });
        // each read waits for its connection (other reads' lock timeouts) and then its own
        expect(f.ms, f.name).toBeLessThan(LOCK_TIMEOUT_MS * 4 + 2_000);
      }
      expect(meRes).toMatchObject({ status: 200, whileHeld: true });
      expect(waterRes).toMatchObject({ status: 200, whileHeld: true });
      await releasing;
      // the lock gone, food is served again
      expect((await call(foodDay, { path: "/api/food-entries", token })).status).toBe(200);
    } finally {
      logs.stop();
      quiet.mockRestore();
      await holder.end();
    }
    expect(logs.lines.some((l) => l.includes('"msg":"database time limit reached"'))).toBe(true);
  }, 30_000);

  it("a request's statement ends at DB_STATEMENT_TIMEOUT_MS (503), a long operation's does not", async () => {
    const sleep = sql`SELECT pg_sleep(${(STATEMENT_TIMEOUT_MS + 500) / 1000})`;
    const failed = await (await getDb()).execute(sleep).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).not.toBeNull();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const logs = captureLogsForTesting();
    const res = errorResponse(failed, "GET /api/test");
    logs.stop();
    quiet.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: DATABASE_BUSY });
    // exports, reports and the minute job read through the long operations' pool
    await expect((await getLongDb()).execute(sleep)).resolves.toBeDefined();
  });
});
