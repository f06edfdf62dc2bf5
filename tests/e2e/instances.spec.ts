/**
 * Many instances: two `next start` processes of the production build on one PostgreSQL
 * (a private server), on E2E_PORT+50 and +51, behave as one: a session made on one is
 * valid on the other, login throttling counts across both, one Stripe event delivered to
 * both is applied once, and the reminder job run on both at once sends each reminder once.
 */
import { expect, test } from "./support/test";
import Stripe from "stripe";
import { appUrl, waitUntilReady, waitUntilUp, type AppServer } from "./support/app-server";
import { E2E_PORT, MAIL_HTTP_PORT, SMTP_PORT, SMTP_TLS_ENV, STRIPE_E2E } from "./support/ports";
import { privateDatabase } from "./support/private-database";

const PORT_A = E2E_PORT + 50;
const PORT_B = E2E_PORT + 51;
const CRON_SECRET = "instances-cron-secret-0123456789";

test.describe.configure({ mode: "serial" });
const db = privateDatabase("instances");
const sql = db.sql;
let a: AppServer;
let b: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const env = (port: number) => ({
    AUTH_SECRET: "instances-e2e-secret-0123456789abcdef-shared",
    APP_URL: appUrl(port),
    CRON_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ...SMTP_TLS_ENV,
    ...STRIPE_E2E.appEnv,
  });
  a = db.start(PORT_A, env(PORT_A));
  b = db.start(PORT_B, env(PORT_B));
  // both start at once on an empty database: the advisory lock serialises their migrations
  await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
  for (const app of [a, b]) await waitUntilReady(app);
});

function newUser(prefix: string) {
  return {
    email: `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: `${prefix}-pass-1`,
    name: "Inst Ance",
    age: 40,
    gender: "other",
    height_cm: 175,
    current_weight_kg: 70,
    goal_weight_kg: 70,
    activity_level: "sedentary",
    use_imperial: false,
    time_zone: "UTC",
  };
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function register(base: string, prefix: string) {
  const user = newUser(prefix);
  expect((await post(base, "/api/register", user)).status).toBe(201);
  return user;
}

async function login(base: string, email: string, password: string): Promise<Response> {
  return post(base, "/api/login", { email, password });
}

test("a session made on one instance is valid on the other, and ends on both", async ({ browser }) => {
  const user = await register(a.url, "session");
  const res = await login(a.url, user.email, user.password);
  expect(res.status).toBe(200);
  const { access_token } = (await res.json()) as { access_token: string };
  const me = await fetch(`${b.url}/api/me`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(me.status).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(user.email);

  // the browser's cookie session from A's login form opens B's dashboard
  const context = await browser.newContext({ baseURL: a.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.goto(`${b.url}/`);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await context.close();

  // logging out on B ends the token on A
  expect((await post(b.url, "/api/logout", {}, access_token)).status).toBeLessThan(300);
  expect((await fetch(`${a.url}/api/me`, { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(401);
});

test("login throttling counts failures made on both instances", async () => {
  const user = await register(a.url, "throttle");
  // five failures in all, never five on one instance
  for (const base of [a.url, b.url, a.url, b.url, a.url]) {
    expect((await login(base, user.email, "wrong-password")).status).toBe(401);
  }
  for (const base of [b.url, a.url]) {
    const refused = await login(base, user.email, user.password);
    expect(refused.status).toBe(429);
  }
});

test("one Stripe event delivered to both instances at once is applied once", async () => {
  const stripe = new Stripe(STRIPE_E2E.appEnv.STRIPE_SECRET_KEY);
  const id = `evt_instances_${Date.now()}`;
  const payload = JSON.stringify({
    id,
    object: "event",
    type: "customer.created",
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: "cus_instances", object: "customer" } },
  });
  const deliver = async (base: string) => {
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_E2E.webhookSecret });
    const res = await fetch(`${base}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { outcome: string }).outcome;
  };
  const outcomes = await Promise.all([deliver(a.url), deliver(b.url)]);
  expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(1);
  expect(outcomes.filter((o) => o !== "duplicate")).toEqual(["ignored"]);
  expect(await deliver(b.url)).toBe("duplicate");
  const rows = await sql<{ n: number }>("SELECT count(*)::int AS n FROM stripe_events WHERE event_id = $1", [id]);
  expect(rows[0]?.n).toBe(1);
});

test("the reminder job run on both instances at once sends each reminder once", async () => {
  const user = await register(a.url, "reminder");
  const { access_token } = (await (await login(b.url, user.email, user.password)).json()) as { access_token: string };
  const settings = await fetch(`${a.url}/api/reminder-settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ push: true, email_missed: true, sms: false, remind_before_minutes: 30 }),
  });
  expect(settings.status).toBe(200);
  // a dose 10 minutes from now (UTC, the user's zone): its "upcoming" reminder is due
  const dose = new Date(Date.now() + 10 * 60_000).toISOString().slice(11, 16);
  const med = await post(
    b.url,
    "/api/medications",
    { name: "Instancemycin", dosage: "5 mg", frequency: "daily", time: dose },
    access_token,
  );
  expect(med.status).toBe(201);

  const run = async (base: string) => {
    const res = await fetch(`${base}/api/cron/reminders`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
    expect(res.status).toBe(200);
    return (await res.json()) as { upcoming: number; missed: number; failed: number };
  };
  const runs = await Promise.all([run(a.url), run(b.url), run(a.url), run(b.url)]);
  expect(runs.reduce((n, r) => n + r.upcoming, 0)).toBe(1);
  expect(runs.reduce((n, r) => n + r.failed, 0)).toBe(0);

  const claimed = await sql<{ n: number }>(
    "SELECT count(*)::int AS n FROM medication_reminders r JOIN users u ON u.id = r.user_id WHERE u.email = $1",
    [user.email],
  );
  expect(claimed[0]?.n).toBe(1);
  const mails = async () => {
    const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(user.email)}`);
    // (the address also got its verification mail at registration)
    return ((await res.json()) as { subject: string }[]).filter(
      (m) => m.subject === `Reminder: Instancemycin at ${dose}`,
    ).length;
  };
  await expect.poll(mails).toBe(1);
  // a later run on either sends nothing more
  expect((await run(b.url)).upcoming + (await run(a.url)).upcoming).toBe(0);
  expect(await mails()).toBe(1);
});
