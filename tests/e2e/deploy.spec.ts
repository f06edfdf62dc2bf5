/**
 * Deployment: the production build refuses to start without its required variables, runs
 * end to end with only those (standalone server.js on a private PostgreSQL), reports
 * readiness (migrations, database down and back), and shuts down gracefully on SIGTERM
 * while a request is in flight. Servers run on E2E_PORT+52.., beside the suite's own.
 */
import { expect, test } from "./support/test";
import pg from "pg";
import { appUrl, statusOf, waitUntilReady, waitUntilUp } from "./support/app-server";
import { E2E_PORT } from "./support/ports";
import { privateDatabase, type PrivateDatabase } from "./support/private-database";

const SECRET = "deploy-e2e-secret-0123456789abcdef-not-for-production";
const PORT_A = E2E_PORT + 52;
const PORT_B = E2E_PORT + 53;

test.describe.configure({ mode: "serial" });
const main = privateDatabase("deploy_main");
const release = privateDatabase("deploy_release");
const sigterm = privateDatabase("deploy_sigterm");

test.afterEach(async () => {
  await Promise.all([main, release, sigterm].map((db) => db.stopServers()));
});

const required = (port: number, db: PrivateDatabase) => ({
  DATABASE_URL: db.url,
  AUTH_SECRET: SECRET,
  APP_URL: appUrl(port),
});

test("npm start without AUTH_SECRET exits at once and names the variable", async () => {
  const { AUTH_SECRET: _omitted, ...env } = required(PORT_A, main);
  const app = main.start(PORT_A, env, "npm-start");
  const code = await app.exited;
  expect(code).toBe(1);
  expect(app.output()).toContain("vitalog cannot start: the production configuration is incomplete.");
  expect(app.output()).toContain("AUTH_SECRET is required in production: 32 or more random characters");
  expect(app.output()).not.toContain("DATABASE_URL is required");
});

test("the standalone server lists every missing or unfit variable, and refuses PGlite unless asked", async () => {
  const app = main.start(
    PORT_A,
    { DATABASE_URL: undefined, AUTH_SECRET: "short", APP_URL: "http://vitalog.example.com" },
    "standalone",
  );
  expect(await app.exited).toBe(1);
  const out = app.output();
  expect(out).toContain("DATABASE_URL is required in production");
  expect(out).toContain("ALLOW_EMBEDDED_DB=1");
  expect(out).toContain("AUTH_SECRET is too short (5 characters): it needs 32 or more");
  expect(out).toContain("APP_URL must be an https:// address (http:// only for localhost)");
});

test("with only the required variables the standalone server works end to end on Postgres", async ({ page }) => {
  const app = main.start(PORT_A, required(PORT_A, main), "standalone");
  await waitUntilUp(app);
  const base = app.url;

  const health = await fetch(`${base}/api/health`);
  expect(await health.json()).toEqual({ status: "ok" });
  expect(health.headers.get("cache-control")).toContain("no-store");
  await waitUntilReady(app);
  expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: "ready" });

  const email = `deploy-${Date.now()}@example.com`;
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "deploy-test-request-0001" },
    body: JSON.stringify({
      email,
      password: "deploy-pass-1",
      name: "Dee Ploy",
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
  expect(registered.headers.get("x-request-id")).toBe("deploy-test-request-0001");

  // the browser signs in through the pages: static chunks, server rendering, next-auth
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("deploy-pass-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const login = await fetch(`${base}/api/login?ref=campaign`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-request-id": "bad id with spaces" },
    body: JSON.stringify({ email, password: "deploy-pass-1" }),
  });
  expect(login.status).toBe(200);
  const generated = login.headers.get("x-request-id") ?? "";
  expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  const { access_token } = (await login.json()) as { access_token: string };
  const me = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(me.status).toBe(200);
  const meBody = (await me.json()) as { id: string; email: string };
  expect(meBody.email).toBe(email);

  // one JSON access line per API request: id, method, path without query, status, duration, user id
  await expect.poll(() => app.logLines().filter((l) => l.msg === "request").length).toBeGreaterThanOrEqual(3);
  const lines = app.logLines();
  const loginLine = lines.find((l) => l.request_id === generated);
  expect(loginLine).toMatchObject({ level: "info", msg: "request", method: "POST", path: "/api/login", status: 200 });
  expect(typeof loginLine?.duration_ms).toBe("number");
  expect(lines.find((l) => l.msg === "request" && l.path === "/api/me")).toMatchObject({
    user_id: meBody.id,
    status: 200,
  });
  expect(lines.find((l) => l.request_id === "deploy-test-request-0001")).toMatchObject({
    path: "/api/register",
    status: 201,
  });
  const printed = app.output();
  expect(printed).not.toContain(email);
  expect(printed).not.toContain("campaign");
  expect(printed).not.toContain("deploy-pass-1");
});

test("ready is 503 until the release step migrates, and while Postgres is down", async () => {
  const app = release.start(PORT_A, { ...required(PORT_A, release), MIGRATE_ON_START: "0" });
  await waitUntilUp(app);
  const pending = await fetch(`${app.url}/api/ready`);
  expect(pending.status).toBe(503);
  expect(await pending.json()).toEqual({
    detail: "The database schema is not up to date: run the migrations (npm run db:migrate).",
  });

  const { execFileSync } = await import("node:child_process");
  execFileSync("npm", ["run", "--silent", "db:migrate"], {
    env: { ...process.env, DATABASE_URL: release.url },
    stdio: "pipe",
  });
  await expect.poll(() => statusOf(`${app.url}/api/ready`), { message: app.output() }).toBe(200);

  release.server.stop();
  try {
    const down = await fetch(`${app.url}/api/ready`);
    expect(down.status).toBe(503);
    const text = await down.text();
    expect(JSON.parse(text)).toEqual({ detail: "The database is not reachable." });
    expect(text).not.toContain(String(release.server.port));
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  } finally {
    release.server.start();
  }
  await expect.poll(() => statusOf(`${app.url}/api/ready`), { timeout: 15_000 }).toBe(200);
});

test("SIGTERM: stops taking requests, finishes the one in flight, closes the pool, exits", async () => {
  const app = sigterm.start(PORT_B, required(PORT_B, sigterm));
  await waitUntilUp(app);
  const email = `sigterm-${Date.now()}@example.com`;
  const registered = await fetch(`${app.url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email,
      password: "sigterm-pass-1",
      name: "Sig Term",
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

  // A lock on users makes the next login wait inside the database: a slow request.
  const locker = new pg.Client({ connectionString: sigterm.url });
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE users IN ACCESS EXCLUSIVE MODE");
  const slow = fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "sigterm-pass-1" }),
  });
  // (asked on another connection: inside the locker's transaction the view is a snapshot)
  const waiting = async () =>
    (
      await sigterm.sql<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = 'deploy_sigterm'",
      )
    )[0]?.n;
  await expect.poll(waiting).toBeGreaterThan(0);

  const stopped = app.stop("SIGTERM");
  // no new connections once the signal has arrived
  await expect
    .poll(
      async () =>
        fetch(`${app.url}/api/health`).then(
          () => "served",
          () => "refused",
        ),
      { timeout: 10_000 },
    )
    .toBe("refused");
  expect(app.logLines().some((l) => l.msg === "shutdown complete")).toBe(false);

  await locker.query("COMMIT");
  await locker.end();
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { access_token?: string }).access_token).toBeTruthy();

  expect(await stopped).toBe(143);
  const done = app.logLines().find((l) => l.msg === "shutdown complete");
  expect(done).toMatchObject({ signal: "SIGTERM", code: 143 });
  const started = app.logLines().findIndex((l) => l.msg === "shutdown started");
  expect(started).toBeGreaterThanOrEqual(0);
  const left = await sigterm.sql<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'deploy_sigterm' AND pid <> pg_backend_pid()",
  );
  expect(left[0]?.n).toBe(0);
});
