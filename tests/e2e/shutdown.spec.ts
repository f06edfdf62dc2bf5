/**
 * SIGTERM with keep-alive connections (next start on a private PostgreSQL, E2E_PORT+56):
 * the request in flight on a kept-alive connection finishes and carries `Connection:
 * close`, an idle kept-alive connection is closed at once, a request that arrives on an
 * open connection is answered 503 with a detail, no request is served after the signal,
 * and the pool is closed only after the last request (no "pool after end" error).
 */
import http from "node:http";
import net from "node:net";
import { expect, test } from "./support/test";
import pg from "pg";
import { appUrl, statusOf, waitUntilUp } from "./support/app-server";
import { E2E_PORT } from "./support/ports";
import { privateDatabase } from "./support/private-database";

const PORT = E2E_PORT + 56;
const SECRET = "shutdown-e2e-secret-0123456789abcdef-not-for-production";

test.describe.configure({ mode: "serial" });
const db = privateDatabase("shutdown");

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; localPort: number };

/** One request through an http.Agent (so a kept-alive connection is reused). */
function send(agent: http.Agent, path: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${appUrl(PORT)}${path}`,
      {
        agent,
        method: payload ? "POST" : "GET",
        headers: payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {},
      },
      (res) => {
        const localPort = res.socket.localPort!;
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, localPort }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

test("after SIGTERM: Connection: close, idle sockets closed, 503 on old connections, the slow request finishes, then the pool closes", async () => {
  test.setTimeout(120_000);
  const server = db.start(PORT, { AUTH_SECRET: SECRET, APP_URL: appUrl(PORT) });
  await waitUntilUp(server);
  const user = { email: `shutdown-${Date.now()}@example.com`, password: "shutdown-pass-1" };
  const registered = await fetch(`${server.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...user,
      name: "Shut Down",
      age: 40,
      gender: "other",
      height_cm: 175,
      current_weight_kg: 70,
      goal_weight_kg: 70,
      activity_level: "sedentary",
      use_imperial: false,
      time_zone: "UTC",
    }),
  });
  expect(registered.status).toBe(201);

  // a client that keeps its connection alive, and one that keeps an idle connection open
  const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const first = await send(busy, "/api/health");
  expect(first.headers.connection).toBe("keep-alive");
  expect((await send(busy, "/api/health")).localPort).toBe(first.localPort);
  await send(idle, "/api/health");
  const idleSocket = Object.values(idle.freeSockets).flat()[0]!;
  let idleClosed = false;
  idleSocket.on("close", () => (idleClosed = true));

  // a connection whose next request has begun (headers not yet complete) when the signal comes
  const raw = net.connect(PORT, "127.0.0.1");
  await new Promise<void>((resolve) => raw.once("connect", () => resolve()));
  let rawAnswer = "";
  raw.setEncoding("utf8");
  raw.on("data", (c: string) => (rawAnswer += c));
  const rawClosed = new Promise<void>((resolve) => raw.once("close", () => resolve()));
  raw.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");

  // a slow request on the kept-alive connection: a lock makes the login wait in the database
  const locker = new pg.Client({ connectionString: db.url });
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE users IN ACCESS EXCLUSIVE MODE");
  const slow = send(busy, "/api/login", user);
  const waiting = async () =>
    (
      await db.sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = $1",
        [db.name],
      )
    )[0]?.n;
  await expect.poll(waiting).toBeGreaterThan(0);

  const stopped = server.stop("SIGTERM");
  await expect.poll(() => server.logLines().some((l) => l.msg === "shutdown started")).toBe(true);

  // the idle kept-alive socket is closed at once
  await expect.poll(() => idleClosed, { timeout: 3_000 }).toBe(true);

  // the request that arrives on the open connection is refused with a detail, and the connection closed
  raw.write("\r\n");
  await rawClosed;
  expect(rawAnswer).toMatch(/^HTTP\/1\.1 503 /);
  expect(rawAnswer).toMatch(/\r\nconnection: close\r\n/i);
  expect(rawAnswer.split("\r\n\r\n")[1]).toBe(JSON.stringify({ detail: "The server is shutting down." }));

  // the busy client goes on sending on its connection: queued behind the slow login
  const after: Promise<number | string>[] = [];
  for (let i = 0; i < 20; i++) {
    after.push(
      send(busy, "/api/health").then(
        (a) => a.status,
        (err: Error & { code?: string }) => err.code ?? err.message,
      ),
    );
  }

  // the listener is closed (a new connection is refused) while the slow request still holds
  // the shutdown open: nothing is complete until it finishes
  await expect.poll(() => statusOf(`${server.url}/api/health`), { timeout: 10_000 }).toMatch(/ECONNREFUSED/);
  expect(server.logLines().some((l) => l.msg === "shutdown complete")).toBe(false);
  await locker.query("COMMIT");
  await locker.end();

  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(answer.headers.connection).toBe("close");
  expect((JSON.parse(answer.body) as { access_token?: string }).access_token).toBeTruthy();

  // not one of the 20 requests sent after the signal was served
  const outcomes = await Promise.all(after);
  expect(outcomes.filter((o) => o === 200)).toEqual([]);
  for (const o of outcomes) expect([503, "ECONNREFUSED", "ECONNRESET"]).toContain(o);

  expect(await stopped).toBe(143);
  const lines = server.logLines();
  expect(lines.find((l) => l.msg === "shutdown complete")).toMatchObject({ signal: "SIGTERM", code: 143 });
  expect(server.output()).not.toMatch(/Cannot use a pool after calling end/);
  expect(lines.filter((l) => l.level === "error")).toEqual([]);
  const left = await db.sql<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
    [db.name],
  );
  expect(left[0]?.n).toBe(0);
  busy.destroy();
  idle.destroy();
});
