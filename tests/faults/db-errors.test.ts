/**
 * How a database outage reaches the user: every way node-postgres reports an unreachable,
 * restarting or overloaded server is a 503 with a detail, never a 500 (or a 400). The
 * errors are real where a socket can produce them, wrapped as drizzle wraps them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { isDatabaseUnavailable } from "@/lib/errors/db-errors";
import { errorResponse } from "@/lib/http/error-response";
import { acceptingServer, closedPort, type DeadEnd } from "./dead-ends";

const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("expected a failure");
}

let silent: DeadEnd;
let hangup: DeadEnd;
const urlOf = (server: DeadEnd) => `postgres://postgres@127.0.0.1:${server.port}/postgres`;
beforeAll(async () => {
  silent = await acceptingServer(() => undefined); // never answers the start-up message
  hangup = await acceptingServer(); // closes at once
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([silent.close(), hangup.close()]);
});

async function expect503(err: unknown) {
  expect(isDatabaseUnavailable(err)).toBe(true);
  const res = errorResponse(wrapped(err), "GET /api/test");
  expect(res.status).toBe(503);
  expect((await res.json()).detail).toBe("The service is temporarily unavailable. Please try again in a moment.");
}

describe("database outages are 503s with a detail", () => {
  it("connection refused (server down)", async () => {
    const port = await closedPort();
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      connectionTimeoutMillis: 1_000,
    });
    await expect503(await failure(() => pool.query("select 1")));
    await pool.end();
  });

  it("a server that accepts but never answers: the pool's connection timeout", async () => {
    const pool = new pg.Pool({ connectionString: urlOf(silent), connectionTimeoutMillis: 200, max: 1 });
    const [first, second] = await Promise.all([
      failure(() => pool.query("select 1")),
      failure(() => pool.query("select 1")),
    ]);
    expect(String(first)).toMatch(/connection timeout/);
    await expect503(first);
    // the second waited for the one slot: "timeout exceeded when trying to connect"
    expect(String(second)).toMatch(/timeout/);
    await expect503(second);
    await pool.end();
  });

  it("a connection cut by the server", async () => {
    const client = new pg.Client({ connectionString: urlOf(hangup) });
    client.on("error", () => undefined);
    await expect503(await failure(() => client.connect()));
  });

  it("the pool's wait for a free connection times out", async () => {
    await expect503(new Error("timeout exceeded when trying to connect"));
  });

  it("PostgreSQL shutting down, restarting, crashed or full", async () => {
    await expect503(serverError("57P01", "terminating connection due to administrator command"));
    await expect503(serverError("57P02", "terminating connection because of crash of another server process"));
    await expect503(serverError("57P03", "the database system is starting up"));
    await expect503(serverError("57P03", "the database system is shutting down"));
    await expect503(serverError("53300", "sorry, too many clients already"));
    await expect503(serverError("08006", "connection failure"));
  });

  it("a client whose connection broke earlier", async () => {
    await expect503(new Error("Client has encountered a connection error and is not queryable"));
    await expect503(new Error("Client was closed and is not queryable"));
    await expect503(new Error("Connection terminated unexpectedly"));
  });

  it("an unreachable address tried over IPv4 and IPv6", async () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}`), { code: "ECONNREFUSED" });
    await expect503(new AggregateError([refused("::1:5432"), refused("127.0.0.1:5432")], ""));
  });

  it("a statement ended at a time limit (db/pg-pool.ts) is a 503 that says the service is busy", async () => {
    for (const err of [
      serverError("57014", "canceling statement due to statement timeout"),
      serverError("55P03", "canceling statement due to lock timeout"),
    ]) {
      expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
      const res = errorResponse(wrapped(err), "GET /api/test");
      expect(res.status).toBe(503);
      expect((await res.json()).detail).toBe("The service is busy right now. Please try again in a moment.");
    }
  });

  it("but a wrong query, a broken constraint or a cancelled statement stay what they are", () => {
    for (const err of [
      serverError("42601", 'syntax error at or near "selec"'),
      serverError("23505", "duplicate key value violates unique constraint"),
      serverError("57014", "canceling statement due to user request"),
      new Error("Cannot read properties of undefined (reading 'id')"),
    ]) {
      expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
      expect(errorResponse(wrapped(err), "GET /api/test").status).toBe(500);
    }
  });
});
