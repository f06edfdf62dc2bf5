import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { GET as me } from "@/app/api/me/route";
import { getDb } from "@/db/client";
import { captureLogsForTesting } from "@/lib/log";
import { call, registerUser } from "@/tests/support/api";

describe("GET /api/health and /api/ready", () => {
  it("health answers ok, never cached", async () => {
    const res = await call(async () => health(), { path: "/api/health" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("ready answers ready when every bundled migration is applied", async () => {
    const res = await call(ready, { path: "/api/ready" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  describe("when the newest migration is missing", () => {
    let removed: { hash: string; created_at: string } | undefined;
    afterAll(async () => {
      if (!removed) return;
      const db = await getDb();
      await db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
            VALUES (${removed.hash}, ${removed.created_at})`,
      );
    });

    it("ready answers 503 and says to migrate, naming no configuration", async () => {
      const db = await getDb();
      const result = await db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations
            WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)
            RETURNING hash, created_at`,
      );
      removed = (result as unknown as { rows: { hash: string; created_at: string }[] }).rows[0];
      expect(removed).toBeDefined();
      const res = await call(ready, { path: "/api/ready" });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        detail: "The database schema is not up to date: run the migrations (npm run db:migrate).",
      });
    });
  });
});

describe("access log of API requests", () => {
  it("echoes the request id and logs method, path, status, duration and user id, without query or email", async () => {
    const { token, user } = await registerUser();
    const capture = captureLogsForTesting();
    let res;
    try {
      res = await call(me, {
        path: "/api/me",
        token,
        query: { email: user.email },
        headers: { "x-request-id": "trace-0123456789" },
      });
    } finally {
      capture.stop();
    }
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("trace-0123456789");
    const lines = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const access = lines.filter((l) => l.msg === "request");
    expect(access).toHaveLength(1);
    expect(access[0]!).toMatchObject({
      request_id: "trace-0123456789",
      method: "GET",
      path: "/api/me",
      status: 200,
      user_id: user.id,
    });
    expect(typeof access[0]!.duration_ms).toBe("number");
    expect(capture.lines.join("\n")).not.toContain(user.email);
  });

  it("makes an id when none comes in, and logs 401s without a user", async () => {
    const capture = captureLogsForTesting();
    let res;
    try {
      res = await call(me, { path: "/api/me" });
    } finally {
      capture.stop();
    }
    expect(res.status).toBe(401);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = capture.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "request");
    expect(access).toMatchObject({ request_id: id, status: 401 });
    expect(access).not.toHaveProperty("user_id");
  });
});
