/**
 * Pages while the database cannot be reached. A server component that throws can only be a
 * 500, so the page gate answers page requests 503 with the detail before they reach Next:
 * the gate (lib/http/database-gate.ts) closes on a refused connection, seen by the API's
 * error answer, by a page's error (onRequestError) or by the check at start, and opens when
 * a probe succeeds. Also: what Next prints on stderr (console.error, warnings) is JSON.
 * The hooks run on a plain node:http server standing in for Next's.
 */
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDb, getDb, setDbForTesting, type Db } from "@/db/client";
import { createPgPool } from "@/db/pg-pool";
import { DATABASE_UNAVAILABLE } from "@/lib/errors/db-errors";
import { errorResponse } from "@/lib/http/error-response";
import { captureLogsForTesting } from "@/lib/log";
import { consoleFields } from "@/lib/server/console-json";
import { pagesCanRender, resetDatabaseGateForTesting, PROBE_INTERVAL_MS } from "@/lib/http/database-gate";
import { installHttpHooks, isPageRequest, setPageGate } from "@/lib/server/http-hooks";
import { reportRequestError } from "@/lib/server/request-error";
import { freePort } from "../../support/private-postgres";

const refused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

let server: http.Server;
let port: number;
let testDb: Db;

beforeAll(async () => {
  testDb = await getDb();
  installHttpHooks();
  setPageGate(pagesCanRender);
  server = http.createServer((_req, res) => {
    res.setHeader("content-type", "text/html");
    res.end("<p>rendered</p>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  setPageGate(undefined); // the hooks are process-wide
  resetDatabaseGateForTesting();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => resetDatabaseGateForTesting());

const get = (path: string, accept = "text/html") => fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept } });

/** Quiet: the gate's warnings and the logged failures go to the capture. */
async function quietly<T>(run: () => Promise<T> | T): Promise<{ value: T; lines: string[] }> {
  const logs = captureLogsForTesting();
  const spy = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    return { value: await run(), lines: logs.lines };
  } finally {
    spy.mockRestore();
    logs.stop();
  }
}

describe("the page gate", () => {
  it("tells pages from the API, Next's assets and public files", () => {
    expect(["/", "/dashboard", "/login?next=/food", "/share/abc_DEF-123"].map(isPageRequest)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ["/api/me", "/api", "/_next/static/chunks/a.js", "/favicon.ico", "/icons/icon-192.png", "/serwist/sw.js"].map(
        isPageRequest,
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it("serves pages while the database answers, at no cost", async () => {
    expect(pagesCanRender()).toBe(true);
    const res = await get("/dashboard");
    expect(res.status).toBe(200);
  });

  describe("with a database that refuses connections", () => {
    beforeAll(async () => {
      // the app's own kind of pool, pointed at a port nothing listens on
      const pool = await createPgPool(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`, 2);
      const { drizzle } = await import("drizzle-orm/node-postgres");
      setDbForTesting(drizzle(pool) as unknown as Db, () => pool.end());
    });
    afterAll(async () => {
      await closeDb();
      setDbForTesting(testDb);
    });

    it("after an API answer met the outage, pages answer 503 with the detail (HTML or JSON)", async () => {
      const { value: api } = await quietly(() => errorResponse(refused(), "GET /api/me"));
      expect(api.status).toBe(503);
      const { value: page } = await quietly(() => get("/dashboard"));
      expect(page.status).toBe(503);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toContain(DATABASE_UNAVAILABLE);
      // a server action or an RSC request asks for no HTML: the API's shape
      const { value: action } = await quietly(() => get("/dashboard", "text/x-component"));
      expect(action.status).toBe(503);
      expect(await action.json()).toEqual({ detail: DATABASE_UNAVAILABLE });
      // the API and files are not the gate's: they answer for themselves
      expect((await get("/api/me")).status).toBe(200);
      expect((await get("/favicon.ico")).status).toBe(200);
    });

    it("after a page failed to render for the outage (onRequestError), with one JSON line logged", async () => {
      const { lines } = await quietly(() =>
        reportRequestError(
          Object.assign(new Error("Failed query: select 1"), { cause: refused(), digest: "123" }),
          { method: "GET" },
          { routePath: "/dashboard", routeType: "render" },
        ),
      );
      expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([
        { level: "error", msg: "database unavailable", route: "/dashboard", digest: "123" },
      ]);
      const { value: page } = await quietly(() => get("/food"));
      expect(page.status).toBe(503);
    });

    it("and serves pages again once a probe gets an answer", async () => {
      await quietly(() => errorResponse(refused(), "GET /api/me"));
      expect((await quietly(() => get("/dashboard"))).value.status).toBe(503);
      await closeDb();
      setDbForTesting(testDb); // the database is back
      await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
      expect((await get("/dashboard")).status).toBe(200);
      expect(pagesCanRender()).toBe(true);
    });
  });
});

describe("what Next prints on stderr, as one JSON line", () => {
  it("keeps a page error's name, message and digest, without its stack or a query's values", () => {
    const err = Object.assign(new Error("Failed query: select * from users where email = $1\nparams: a@b.c"), {
      digest: "4567",
    });
    const fields = consoleFields([" \u001b[31m⨯\u001b[39m", err]);
    expect(fields).toEqual({
      text: "⨯",
      error: "Error: Failed query: select * from users where email = $1",
      digest: "4567",
    });
    const text = consoleFields(["Error: boom\n    at render (/app/page.js:1:1)\n    at next (/x.js:2:2)"]);
    expect(text).toEqual({ text: "Error: boom", error: undefined, digest: undefined });
  });
});
