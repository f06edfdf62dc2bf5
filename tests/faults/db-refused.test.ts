/**
 * A database that cannot be reached or refuses the connection as configured: the sign-in and
 * registration routes answer 503 with a detail (never a 500), and what the server logs is
 * JSON. The app's own pool (db/client.ts) is opened from DATABASE_URL as in production, with
 * and without the migrations at start (MIGRATE_ON_START), against a private PostgreSQL (a
 * database or a role that does not exist, sslmode=require without TLS), a port nothing
 * listens on, and a stand-in that refuses the password as PostgreSQL does (28P01).
 */
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/login/route";
import { POST as register } from "@/app/api/register/route";
import { closeDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres";
import { call, registration } from "../support/api";
import { acceptingServer, closedPort, type DeadEnd } from "./dead-ends";

const available = privatePostgresAvailable();
const DETAIL = "The service is temporarily unavailable. Please try again in a moment.";

/** PostgreSQL's ErrorResponse message: severity, code and text, as a server sends it after the start-up message. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/** Refuses every start-up as a server with password authentication refuses a wrong password. */
function refusePassword(socket: Socket): void {
  socket.once("data", () => socket.end(errorResponse("28P01", 'password authentication failed for user "postgres"')));
}

describe.skipIf(!available)("a database that refuses the connection answers 503 with a detail", () => {
  let server: PrivatePostgres;
  let wrongPassword: DeadEnd;
  let savedUrl: string | undefined;
  const urls: Record<string, string> = {};

  beforeAll(async () => {
    server = await startPrivatePostgres();
    wrongPassword = await acceptingServer(refusePassword);
    const at = `127.0.0.1:${server.port}`;
    urls["a database that does not exist (3D000)"] = `postgres://postgres@${at}/no_such_database`;
    urls["a role that does not exist (28000)"] = `postgres://nobody@${at}/postgres`;
    urls["a wrong password (28P01)"] = `postgres://postgres:wrong@127.0.0.1:${wrongPassword.port}/postgres`;
    urls["sslmode=require to a server without TLS"] = `postgres://postgres@${at}/postgres?sslmode=require`;
    urls["a port nothing listens on"] = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
    await closeDb(); // the file's own test database: this file points the app elsewhere
    savedUrl = process.env.DATABASE_URL;
  });

  afterAll(async () => {
    await closeDb();
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
    delete process.env.MIGRATE_ON_START;
    resetEnvCache();
    await wrongPassword?.close();
    server?.destroy();
  });

  for (const migrateOnStart of ["1", "0"]) {
    it(`POST /api/login and /api/register (MIGRATE_ON_START=${migrateOnStart})`, async () => {
      const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const logs = captureLogsForTesting();
      const seen: Record<string, number[]> = {};
      try {
        for (const [name, url] of Object.entries(urls)) {
          await closeDb();
          process.env.DATABASE_URL = url;
          process.env.MIGRATE_ON_START = migrateOnStart;
          resetEnvCache();
          const account = registration();
          const signIn = await call(login, {
            path: "/api/login",
            body: { email: account.email, password: account.password },
          });
          const signUp = await call(register, { path: "/api/register", body: account });
          seen[name] = [signIn.status, signUp.status];
          expect(signIn.body, name).toEqual({ detail: DETAIL });
          expect(signUp.body, name).toEqual({ detail: DETAIL });
        }
      } finally {
        logs.stop();
        quiet.mockRestore();
      }
      expect(seen).toEqual(Object.fromEntries(Object.keys(urls).map((name) => [name, [503, 503]])));
      expect(logs.lines.length).toBeGreaterThan(0);
      for (const line of logs.lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(logs.lines.some((l) => /"msg":"unexpected error"/.test(l))).toBe(false);
    });
  }
});
