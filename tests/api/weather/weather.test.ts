/**
 * Weather: the place search and the consent routes against the Open-Meteo stand-in, and the
 * reminder job's daily fetch: what it stores, when it skips, and that a weather service that
 * is down never stops the reminders.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { GET as getLocation, PUT as putLocation, DELETE as deleteLocation } from "@/app/api/weather/location/route";
import { GET as places } from "@/app/api/weather/places/route";
import { getDb } from "@/db/client";
import { users, weatherDays, weatherLocations } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { runReminderJob } from "@/lib/medications/reminders";
import { fetchWeatherDays } from "@/lib/weather/daily-fetch";
import { WEATHER_UNAVAILABLE } from "@/lib/weather/schema";
import { startFakeOpenMeteo } from "../../fakes/open-meteo";
import { call, registerUser } from "../../support/api";
import { medicationWithReminders } from "../../support/reminders";
import { withFakeSmtp } from "../../support/smtp";

const smtp = withFakeSmtp();
let meteo: Awaited<ReturnType<typeof startFakeOpenMeteo>>;

beforeAll(async () => {
  meteo = await startFakeOpenMeteo();
  process.env.OPEN_METEO_BASE_URL = meteo.baseURL;
  process.env.OPEN_METEO_GEOCODING_URL = meteo.baseURL;
  resetEnvCache();
});
afterAll(async () => {
  delete process.env.OPEN_METEO_BASE_URL;
  delete process.env.OPEN_METEO_GEOCODING_URL;
  resetEnvCache();
  await meteo.close();
});
beforeEach(async () => {
  // this file's database: each test starts with no one consenting
  const db = await getDb();
  await db.delete(weatherLocations);
  await db.delete(weatherDays);
  meteo.requests.length = 0;
  meteo.pressures = {};
  meteo.today = undefined;
  meteo.down = false;
});

const VIENNA = { place_name: "Vienna, Austria", latitude: 48.20849, longitude: 16.37208 };

/** A user in Vienna's time zone who chose Vienna. */
async function viennaUser() {
  const { user, token } = await registerUser({ time_zone: "Europe/Vienna" });
  const db = await getDb();
  await db.update(users).set({ time_zone: "Europe/Vienna" }).where(eq(users.id, user.id));
  expect((await call(putLocation, { method: "PUT", token, body: VIENNA })).status).toBe(200);
  return { user, token, db };
}

async function daysOf(userId: string) {
  const db = await getDb();
  return db
    .select({
      date: weatherDays.date,
      pressure_hpa: weatherDays.pressure_hpa,
      pressure_change_hpa: weatherDays.pressure_change_hpa,
      temperature_max_c: weatherDays.temperature_max_c,
      temperature_min_c: weatherDays.temperature_min_c,
      humidity_pct: weatherDays.humidity_pct,
    })
    .from(weatherDays)
    .where(eq(weatherDays.user_id, userId))
    .orderBy(asc(weatherDays.date));
}

const forecastRequests = () => meteo.requests.filter((r) => r.path === "/v1/forecast");

describe("GET /api/weather/places", () => {
  it("finds places by name, labelled with region and country, asking Open-Meteo's geocoding as documented", async () => {
    const { token } = await registerUser();
    const res = await call<{ results: Record<string, unknown>[] }>(places, { token, query: { name: " Vienna " } });
    expect(res.status).toBe(200);
    expect(res.body.results.map((p) => p.label)).toEqual(["Vienna, Austria", "Vienna, Virginia, United States"]);
    expect(res.body.results[0]).toEqual({
      label: "Vienna, Austria",
      name: "Vienna",
      admin1: "Vienna",
      country: "Austria",
      latitude: 48.20849,
      longitude: 16.37208,
      timezone: "Europe/Vienna",
    });
    expect(meteo.requests).toEqual([
      { path: "/v1/search", query: { name: "Vienna", count: "10", language: "en", format: "json" } },
    ]);
  });

  it("no match is an empty list", async () => {
    const { token } = await registerUser();
    const res = await call(places, { token, query: { name: "Xyzzy" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [] });
  });

  it("refuses fewer than 2 characters without asking Open-Meteo, and a caller not signed in", async () => {
    const { token } = await registerUser();
    const short = await call(places, { token, query: { name: " V " } });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe("Type at least 2 characters");
    expect((await call(places, { query: { name: "Vienna" } })).status).toBe(401);
    expect(meteo.requests).toHaveLength(0);
  });

  it("answers 503 with a clear detail when the weather service is down", async () => {
    const { token } = await registerUser();
    meteo.down = true;
    const res = await call(places, { token, query: { name: "Vienna" } });
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(WEATHER_UNAVAILABLE);
  });

  it("answers 503 when nothing listens at the configured address", async () => {
    const { token } = await registerUser();
    process.env.OPEN_METEO_GEOCODING_URL = "http://127.0.0.1:9";
    resetEnvCache();
    try {
      const res = await call(places, { token, query: { name: "Vienna" } });
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe(WEATHER_UNAVAILABLE);
    } finally {
      process.env.OPEN_METEO_GEOCODING_URL = meteo.baseURL;
      resetEnvCache();
    }
  });
});

describe("/api/weather/location", () => {
  it("is null until consent; PUT saves the place per user; another user still has none", async () => {
    const { token } = await registerUser();
    const { token: other } = await registerUser();
    expect((await call(getLocation, { token })).body).toEqual({ location: null });
    const saved = await call(putLocation, { method: "PUT", token, body: VIENNA });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ location: VIENNA });
    expect((await call(getLocation, { token })).body).toEqual({ location: VIENNA });
    expect((await call(getLocation, { token: other })).body).toEqual({ location: null });
    const berlin = { place_name: "Berlin, Land Berlin, Germany", latitude: 52.52437, longitude: 13.41053 };
    expect((await call(putLocation, { method: "PUT", token, body: berlin })).body).toEqual({ location: berlin });
    expect((await call(getLocation, { token })).body).toEqual({ location: berlin });
  });

  it.each([
    [{ ...VIENNA, latitude: 90.01 }, "Latitude must be a number from -90 to 90"],
    [{ ...VIENNA, latitude: -91 }, "Latitude must be a number from -90 to 90"],
    [{ ...VIENNA, longitude: 180.5 }, "Longitude must be a number from -180 to 180"],
    [{ ...VIENNA, longitude: "16.37" }, "Longitude must be a number from -180 to 180"],
    [{ place_name: "Vienna, Austria", latitude: 48.2 }, "Longitude is required"],
    [{ ...VIENNA, place_name: "  " }, "Place name is required"],
    [{ ...VIENNA, place_name: "x".repeat(201) }, "Place name must be at most 200 characters"],
  ])("refuses %j: %s", async (body, detail) => {
    const { token } = await registerUser();
    const res = await call(putLocation, { method: "PUT", token, body });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(detail);
    expect((await call(getLocation, { token })).body).toEqual({ location: null });
  });

  it("accepts the edges of the globe", async () => {
    const { token } = await registerUser();
    const pole = { place_name: "South Pole", latitude: -90, longitude: 180 };
    expect((await call(putLocation, { method: "PUT", token, body: pole })).body).toEqual({ location: pole });
  });

  it("DELETE withdraws consent: the place and every weather day of the user go, another user's stay", async () => {
    meteo.today = "2026-11-20";
    const a = await viennaUser();
    const b = await viennaUser();
    await fetchWeatherDays(a.db, new Date("2026-11-20T08:00:00Z"));
    expect(await daysOf(a.user.id)).toHaveLength(8);
    expect(await daysOf(b.user.id)).toHaveLength(8);
    const res = await call(deleteLocation, { method: "DELETE", token: a.token });
    expect(res.status).toBe(204);
    expect((await call(getLocation, { token: a.token })).body).toEqual({ location: null });
    expect(await daysOf(a.user.id)).toEqual([]);
    expect(await daysOf(b.user.id)).toHaveLength(8);
    // without consent the job fetches nothing more for them
    meteo.today = "2026-11-21";
    meteo.requests.length = 0;
    await fetchWeatherDays(a.db, new Date("2026-11-21T08:00:00Z"));
    expect(await daysOf(a.user.id)).toEqual([]);
    expect(forecastRequests()).toHaveLength(1); // b's
    // and a second DELETE is still a success
    expect((await call(deleteLocation, { method: "DELETE", token: a.token })).status).toBe(204);
  });
});

describe("fetchWeatherDays (the reminder job's daily fetch)", () => {
  it("first fetch: 7 past days and today in the user's zone, stored with each day's pressure change", async () => {
    const { user, db } = await viennaUser();
    const { user: noConsent } = await registerUser({ time_zone: "Europe/Vienna" });
    meteo.today = "2026-11-20";
    meteo.pressures = {
      "2026-11-13": 1016.0,
      "2026-11-14": 1015.2,
      "2026-11-15": 1012.1,
      "2026-11-16": null,
      "2026-11-17": 1009.5,
      "2026-11-18": 1004.3,
      "2026-11-19": 1007.8,
      "2026-11-20": 1013.0,
    };
    const run = await fetchWeatherDays(db, new Date("2026-11-20T08:00:00Z"));
    expect(run).toMatchObject({ fetched: 1, days: 8, unavailable: false });
    expect(forecastRequests()).toEqual([
      {
        path: "/v1/forecast",
        query: {
          latitude: "48.20849",
          longitude: "16.37208",
          daily: "pressure_msl_mean,temperature_2m_max,temperature_2m_min,relative_humidity_2m_mean",
          timezone: "Europe/Vienna",
          past_days: "7",
          forecast_days: "1",
        },
      },
    ]);
    const days = await daysOf(user.id);
    // worked by hand: each day minus the day before; unknown next to the missing 16th and before the 13th
    expect(days.map((d) => [d.date, d.pressure_hpa, d.pressure_change_hpa])).toEqual([
      ["2026-11-13", 1016.0, null],
      ["2026-11-14", 1015.2, -0.8],
      ["2026-11-15", 1012.1, -3.1],
      ["2026-11-16", null, null],
      ["2026-11-17", 1009.5, null],
      ["2026-11-18", 1004.3, -5.2],
      ["2026-11-19", 1007.8, 3.5],
      ["2026-11-20", 1013.0, 5.2],
    ]);
    expect(days[0]).toMatchObject({ temperature_max_c: 12.4, temperature_min_c: 3.1, humidity_pct: 78 });
    expect(await daysOf(noConsent.id)).toEqual([]);
  });

  it("once a local day: skipped until midnight in the user's zone, then 2 past days, the first anchored on the stored day", async () => {
    const { user, db } = await viennaUser();
    meteo.today = "2026-11-20";
    meteo.pressures = { "2026-11-18": 1004.3, "2026-11-19": 1007.8, "2026-11-20": 1013.0 };
    await fetchWeatherDays(db, new Date("2026-11-20T08:00:00Z"));
    meteo.requests.length = 0;

    // 23:30 in Vienna: still the same local day
    const again = await fetchWeatherDays(db, new Date("2026-11-20T22:30:00Z"));
    expect(again).toMatchObject({ fetched: 0, skipped: 1 });
    expect(forecastRequests()).toHaveLength(0);

    // 00:30 in Vienna (23:30 UTC): a new local day
    meteo.today = "2026-11-21";
    // the 20th was partly forecast when first fetched; its settled value replaces it
    meteo.pressures = { "2026-11-19": 1007.8, "2026-11-20": 1012.4, "2026-11-21": 1006.9 };
    const next = await fetchWeatherDays(db, new Date("2026-11-20T23:30:00Z"));
    expect(next).toMatchObject({ fetched: 1, days: 3 });
    expect(forecastRequests().map((r) => r.query.past_days)).toEqual(["2"]);
    const days = await daysOf(user.id);
    expect(days.slice(-4).map((d) => [d.date, d.pressure_hpa, d.pressure_change_hpa])).toEqual([
      // from the first fetch, where the 17th was the stand-in's default 1013.0
      ["2026-11-18", 1004.3, -8.7],
      ["2026-11-19", 1007.8, 3.5],
      ["2026-11-20", 1012.4, 4.6],
      ["2026-11-21", 1006.9, -5.5],
    ]);
    const [fetched] = await db
      .select({ at: weatherDays.fetched_at })
      .from(weatherDays)
      .where(and(eq(weatherDays.user_id, user.id), eq(weatherDays.date, "2026-11-21")));
    expect(fetched!.at.toISOString()).toBe("2026-11-20T23:30:00.000Z");
  });

  it("when the service is down: logs, stores nothing, does not throw; the reminders still go out", async () => {
    const { user } = await viennaUser();
    const { db, user: patient } = await medicationWithReminders("08:00");
    meteo.down = true;
    const logs = captureLogsForTesting();
    try {
      // 07:50 in Berlin: the 08:00 dose's upcoming reminder is due
      const run = await runReminderJob(db, new Date("2026-02-03T06:50:00Z"));
      expect(run.upcoming).toBe(1);
    } finally {
      logs.stop();
    }
    await smtp.waitForMail(patient.email, /Reminder: Metformin at 08:00/);
    expect(forecastRequests()).toHaveLength(1);
    expect(await daysOf(user.id)).toEqual([]);
    expect(logs.lines.some((l) => l.includes("weather fetch skipped, the weather service is unavailable"))).toBe(true);
    // no place or coordinates in the log
    expect(logs.lines.join("\n")).not.toContain("48.20849");

    // back up: the next run fetches the first week
    meteo.down = false;
    meteo.today = "2026-02-03";
    await runReminderJob(db, new Date("2026-02-03T06:51:00Z"));
    expect(await daysOf(user.id)).toHaveLength(8);
  });

  it("a user with no consent gets no request and no rows", async () => {
    const { user } = await registerUser();
    const db = await getDb();
    const before = await db.select().from(weatherLocations).where(eq(weatherLocations.user_id, user.id));
    expect(before).toEqual([]);
    meteo.today = "2026-11-20";
    await fetchWeatherDays(db, new Date("2026-11-20T08:00:00Z"));
    expect(await daysOf(user.id)).toEqual([]);
  });
});
