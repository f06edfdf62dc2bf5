/**
 * A local Open-Meteo: the geocoding API (GET /v1/search) and the forecast API (GET /v1/forecast)
 * answering in Open-Meteo's documented shapes, from fixed data.
 *
 * - search: the places of PLACES whose name starts with `name` (case-insensitive), at most
 *   `count`; no match is an answer without `results`, as Open-Meteo gives it.
 * - forecast: `daily.time` from `past_days` days before today to today (+ `forecast_days` - 1),
 *   today being `fake.today` or else the real date in the requested `timezone`; each day's
 *   pressure is `fake.pressures[date]` or else 1013.0, temperatures 12.4 / 3.1 °C, humidity 78 %.
 *   A request without coordinates answers 400 `{ error: true, reason }`.
 * - `fake.down = true`: every request answers 503 with an HTML page, as a failed proxy does.
 *
 * Started in-process by the API tests (port 0) and as a process for Playwright (./open-meteo-server.ts).
 */
import http from "node:http";

export type FakePlace = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  elevation: number;
  feature_code: string;
  country_code: string;
  admin1_id?: number;
  timezone: string;
  population?: number;
  country_id: number;
  country: string;
  admin1?: string;
};

export const PLACES: FakePlace[] = [
  {
    id: 2761369,
    name: "Vienna",
    latitude: 48.20849,
    longitude: 16.37208,
    elevation: 171,
    feature_code: "PPLC",
    country_code: "AT",
    admin1_id: 2761367,
    timezone: "Europe/Vienna",
    population: 1691468,
    country_id: 2782113,
    country: "Austria",
    admin1: "Vienna",
  },
  {
    id: 4791259,
    name: "Vienna",
    latitude: 38.90122,
    longitude: -77.26526,
    elevation: 118,
    feature_code: "PPL",
    country_code: "US",
    admin1_id: 6254928,
    timezone: "America/New_York",
    population: 16489,
    country_id: 6252001,
    country: "United States",
    admin1: "Virginia",
  },
  {
    id: 2950159,
    name: "Berlin",
    latitude: 52.52437,
    longitude: 13.41053,
    elevation: 74,
    feature_code: "PPLC",
    country_code: "DE",
    admin1_id: 2950157,
    timezone: "Europe/Berlin",
    population: 3426354,
    country_id: 2921044,
    country: "Germany",
    admin1: "Land Berlin",
  },
];

export const DEFAULT_PRESSURE = 1013.0;
export const FAKE_TEMPERATURE_MAX = 12.4;
export const FAKE_TEMPERATURE_MIN = 3.1;
export const FAKE_HUMIDITY = 78;

export type OpenMeteoRequest = { path: string; query: Record<string, string> };

function localToday(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function startFakeOpenMeteo(port = 0) {
  const state = {
    requests: [] as OpenMeteoRequest[],
    /** Pressure by date (hPa); null stands for a value Open-Meteo does not have. */
    pressures: {} as Record<string, number | null>,
    today: undefined as string | undefined,
    down: false,
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const query = Object.fromEntries(url.searchParams);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    if (url.pathname === "/health") return void res.writeHead(200).end("ok");
    state.requests.push({ path: url.pathname, query });
    if (state.down) {
      return void res.writeHead(503, { "content-type": "text/html" }).end("<h1>503 Service Unavailable</h1>");
    }
    if (url.pathname === "/v1/search") {
      const name = (query.name ?? "").trim().toLowerCase();
      const count = Math.min(100, Math.max(1, Number(query.count ?? 10) || 10));
      const results = PLACES.filter((p) => name.length > 0 && p.name.toLowerCase().startsWith(name)).slice(0, count);
      return json(200, results.length ? { results, generationtime_ms: 0.61 } : { generationtime_ms: 0.42 });
    }
    if (url.pathname === "/v1/forecast") {
      const latitude = Number(query.latitude);
      const longitude = Number(query.longitude);
      if (!query.latitude || !query.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return json(400, {
          error: true,
          reason: "Parameter 'latitude' and 'longitude' must have the same number of elements",
        });
      }
      const timezone = query.timezone ?? "GMT";
      const today = state.today ?? localToday(timezone);
      const past = Number(query.past_days ?? 0);
      const forecast = Number(query.forecast_days ?? 7);
      const time: string[] = [];
      for (let i = -past; i < forecast; i++) time.push(addDays(today, i));
      const daily: Record<string, unknown[]> = { time };
      const units: Record<string, string> = { time: "iso8601" };
      for (const variable of (query.daily ?? "").split(",").filter(Boolean)) {
        if (variable === "pressure_msl_mean") {
          daily[variable] = time.map((d) => (d in state.pressures ? state.pressures[d] : DEFAULT_PRESSURE));
          units[variable] = "hPa";
        } else if (variable === "temperature_2m_max" || variable === "temperature_2m_min") {
          daily[variable] = time.map(() => (variable.endsWith("max") ? FAKE_TEMPERATURE_MAX : FAKE_TEMPERATURE_MIN));
          units[variable] = "°C";
        } else if (variable === "relative_humidity_2m_mean") {
          daily[variable] = time.map(() => FAKE_HUMIDITY);
          units[variable] = "%";
        } else {
          return json(400, {
            error: true,
            reason: `Data corrupted at path ''. Cannot initialize ForecastVariableDaily from invalid String value ${variable}.`,
          });
        }
      }
      return json(200, {
        latitude: Math.round(latitude * 100) / 100,
        longitude: Math.round(longitude * 100) / 100,
        generationtime_ms: 0.09,
        utc_offset_seconds: 3600,
        timezone,
        timezone_abbreviation: "GMT+1",
        elevation: 171,
        daily_units: units,
        daily,
      });
    }
    json(404, { error: true, reason: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return Object.assign(state, {
    port: actualPort,
    baseURL: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
