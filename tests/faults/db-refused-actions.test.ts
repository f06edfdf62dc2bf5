/**
 * The browser's sign-in and registration forms (server actions, outside the route wrapper)
 * when the database refuses the connection: the form shows the same detail as the API's 503,
 * instead of the action failing with a 500. Auth.js wraps what its Credentials check threw
 * as `cause.err` of its own error: the sign-in is mocked to throw it so.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, getDb, setDbForTesting, type Db } from "@/db/client";
import { createPgPool } from "@/db/pg-pool";
import { DATABASE_UNAVAILABLE } from "@/lib/errors/db-errors";
import { loginAction, registerAction } from "@/app/(auth)/login/actions";
import { captureLogsForTesting } from "@/lib/log";
import { resetDatabaseGateForTesting } from "@/lib/http/database-gate";
import { registration } from "../support/api";
import { freePort } from "../support/private-postgres";

const signIn = vi.hoisted(() => vi.fn());
vi.mock("@/lib/identity/sign-in/next-auth", () => ({
  signIn,
  signOut: vi.fn(),
  auth: vi.fn(),
  endSignedOutSession: vi.fn(),
  SignInRefused: class extends Error {},
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.9.0.1" }) }));

let testDb: Db;
let refusingDb: Db;

beforeAll(async () => {
  testDb = await getDb();
  const pool = await createPgPool(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 2);
  const { drizzle } = await import("drizzle-orm/node-postgres");
  refusingDb = drizzle(pool) as unknown as Db;
  setDbForTesting(refusingDb, () => pool.end());
});

afterAll(async () => {
  await closeDb();
  setDbForTesting(testDb);
  resetDatabaseGateForTesting();
});

describe("the sign-in and registration forms with a database that refuses connections", () => {
  it("answer the unavailable detail, and log JSON", async () => {
    const outage = await refusingDb.execute("select 1").then(
      () => null,
      (err: unknown) => err,
    );
    expect(outage).not.toBeNull();
    // Auth.js's CallbackRouteError: the Credentials check's error under cause.err
    signIn.mockRejectedValue(
      Object.assign(new Error("Read more at https://errors.authjs.dev#callbackrouteerror"), {
        type: "CallbackRouteError",
        cause: { err: outage },
      }),
    );
    const logs = captureLogsForTesting();
    const quiet = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const account = registration();
      expect(await registerAction(account)).toEqual({ ok: false, detail: DATABASE_UNAVAILABLE });
      expect(await loginAction({ email: account.email, password: account.password })).toEqual({
        ok: false,
        detail: DATABASE_UNAVAILABLE,
      });
    } finally {
      quiet.mockRestore();
      logs.stop();
    }
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const line of logs.lines) expect(JSON.parse(line)).toMatchObject({ msg: "database unavailable" });
  });
});
