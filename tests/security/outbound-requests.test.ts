/**
 * Push endpoints are URLs a user chooses, and the reminder job connects to them: an endpoint
 * that is, or resolves to, a loopback, private, link-local, unique-local, multicast or
 * unspecified address is refused when subscribing (400 with a detail) and skipped when
 * sending, before any connection (the checked address is the one connected to). The tests'
 * loopback allowance (OUTBOUND_ALLOW_LOOPBACK) is off here. Only 127.0.0.0/8 is listened on,
 * and names resolve through the tests' stub resolver.
 */
import net from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { POST as subscribe } from "@/app/api/push-subscriptions/route";
import { pushSubscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { runReminderJob } from "@/lib/medications/reminders";
import { fetchDailyWeather, searchPlaces } from "@/lib/weather/open-meteo";
import { startFakeOpenMeteo } from "../fakes/open-meteo";
import { call } from "../support/api";
import { withFakePushService } from "../support/push";
import { medicationWithReminders } from "../support/reminders";
import { withFakeSmtp } from "../support/smtp";
import { stubHost } from "../support/stub-resolver";

const smtp = withFakeSmtp();
const push = withFakePushService();

/** A listener on 127.0.0.2 that only counts who connects: the stand-in itself is on 127.0.0.1. */
let second: net.Server;
let secondConnections = 0;
beforeAll(async () => {
  second = net.createServer((socket) => {
    secondConnections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => second.listen(0, "127.0.0.2", resolve));
});
afterAll(() => new Promise<void>((resolve) => second.close(() => resolve())));

beforeEach(() => {
  vi.stubEnv("OUTBOUND_ALLOW_LOOPBACK", "0");
  resetEnvCache();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

/** Hostile endpoints of the push service stand-in's browsers: each reaches this machine. */
function hostileEndpoints(id: string): string[] {
  stubHost("rebind.outbound.test", ["127.0.0.1"]);
  const port = push.service.port;
  const secondPort = (second.address() as net.AddressInfo).port;
  return [
    `https://127.0.0.2:${secondPort}/push/${id}`,
    `https://rebind.outbound.test:${port}/push/${id}`,
    `https://[::ffff:127.0.0.1]:${port}/push/${id}`,
    `https://0.0.0.0:${port}/push/${id}`,
  ];
}

describe("subscribing", () => {
  it("refuses an endpoint on, or resolving to, a local or private address: 400 with a detail, nothing stored", async () => {
    const { token, user, db } = await medicationWithReminders("08:00");
    const { keys } = push.service.subscribe();
    const endpoints = [
      ...hostileEndpoints("x"),
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/push",
      "https://[fd00::1]/push",
      "https://[fe80::1]/push",
      "https://[ff02::1]/push",
      "https://2130706433/push",
    ];
    for (const endpoint of endpoints) {
      const res = await call(subscribe, { token, body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.detail, endpoint).toMatch(
        /^endpoint must be a push service's public address, not a (loopback|private|link-local|unique-local|multicast|unspecified) one$/,
      );
    }
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id))).toEqual([]);
    expect(push.service.connections + secondConnections).toBe(0);
  });

  it("still takes a name that does not resolve now: the send checks it again", async () => {
    const { token } = await medicationWithReminders("08:00");
    const { keys } = push.service.subscribe();
    const res = await call(subscribe, { token, body: { endpoint: "https://push.nowhere.test/send/abc", keys } });
    expect(res.status).toBe(201);
  });
});

describe("the loopback allowance", () => {
  it("a production server with OUTBOUND_ALLOW_LOOPBACK (the browser tests') takes 127.0.0.2, not 0.0.0.0 nor 10.0.0.1", async () => {
    const { token } = await medicationWithReminders("08:00");
    const { keys } = push.service.subscribe();
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("OUTBOUND_ALLOW_LOOPBACK", "1");
    resetEnvCache();
    const status = async (endpoint: string) => (await call(subscribe, { token, body: { endpoint, keys } })).status;
    expect(await status("https://127.0.0.2:9/e2e-stub/a")).toBe(201);
    expect(await status("https://0.0.0.0:9/e2e-stub/a")).toBe(400);
    expect(await status("https://10.0.0.1/e2e-stub/a")).toBe(400);
    vi.stubEnv("OUTBOUND_ALLOW_LOOPBACK", "0");
    resetEnvCache();
    expect(await status("https://127.0.0.2:9/e2e-stub/b")).toBe(400);
  });
});

describe("sending", () => {
  it("skips a stored subscription whose endpoint is refused: no connection, logged, kept, and the reminder goes by email", async () => {
    const { db, user } = await medicationWithReminders("08:00");
    const browser = push.service.subscribe();
    const endpoints = hostileEndpoints(browser.id);
    // stored as they would have been before the guard
    const stored = await db
      .insert(pushSubscriptions)
      .values(
        endpoints.map((endpoint) => ({
          user_id: user.id,
          endpoint,
          p256dh: browser.keys.p256dh,
          auth: browser.keys.auth,
        })),
      )
      .returning({ id: pushSubscriptions.id });
    const logs = captureLogsForTesting();
    try {
      await runReminderJob(db, new Date("2026-02-02T06:50:00Z")); // 07:50 in Berlin, dose at 08:00
    } finally {
      logs.stop();
    }
    expect(push.service.connections).toBe(0);
    expect(secondConnections).toBe(0);
    expect(push.service.messagesFor(browser.id)).toEqual([]);
    // one line per stored subscription, naming it (other test users' subscriptions are due too)
    const refused = logs.lines.filter((l) => l.includes("push endpoint refused"));
    for (const { id } of stored)
      expect(
        refused.filter((l) => l.includes(id)),
        id,
      ).toHaveLength(1);
    const kept = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id));
    expect(kept.map((r) => r.endpoint).sort()).toEqual([...endpoints].sort());
    await smtp.waitForMail(user.email, /Reminder: Metformin at 08:00/);
  });
});

describe("the weather service's requests", () => {
  it("carry a user's text as one query value: the configured host, path and other parameters stay", async () => {
    const meteo = await startFakeOpenMeteo();
    vi.stubEnv("OPEN_METEO_GEOCODING_URL", meteo.baseURL);
    vi.stubEnv("OPEN_METEO_BASE_URL", meteo.baseURL);
    resetEnvCache();
    try {
      const hostile = "x@127.0.0.2/v1/forecast?count=999&format=xml#frag %0d%0aHost: evil";
      await searchPlaces(hostile);
      // what the stand-in answers to a zone it does not know does not matter here: what it was asked does
      await fetchDailyWeather({
        latitude: 1,
        longitude: 2,
        timeZone: "Europe/Berlin&past_days=9999",
        pastDays: 7,
      }).catch(() => undefined);
      expect(meteo.requests).toEqual([
        { path: "/v1/search", query: { name: hostile, count: "10", language: "en", format: "json" } },
        {
          path: "/v1/forecast",
          query: expect.objectContaining({ timezone: "Europe/Berlin&past_days=9999", past_days: "7" }),
        },
      ]);
    } finally {
      await meteo.close();
    }
  });
});
