/**
 * Open-Meteo over fetch: places by name (the geocoding API, GET /v1/search) and a place's daily
 * weather (the forecast API, GET /v1/forecast). No key is needed. Both addresses are
 * configurable (OPEN_METEO_GEOCODING_URL, OPEN_METEO_BASE_URL) so tests use a local stand-in.
 *
 * Daily values come from the forecast API's own daily aggregates of its hourly series:
 * `pressure_msl_mean` (mean sea-level pressure, hPa), `temperature_2m_max`/`_min` (°C) and
 * `relative_humidity_2m_mean` (%), with `timezone` set so that a "day" is the user's local day.
 * `past_days` reaches back before today; `forecast_days=1` ends the series at today.
 * A missing value arrives as null and stays null.
 */
import "server-only";
import { env } from "@/lib/env";
import { describeError } from "@/lib/log";
import { APP_VERSION } from "@/lib/navigation";

export const OPEN_METEO_TIMEOUT_MS = 5_000;
export const PLACES_COUNT = 10;
export const DAILY_VARIABLES = [
  "pressure_msl_mean",
  "temperature_2m_max",
  "temperature_2m_min",
  "relative_humidity_2m_mean",
] as const;

/** Open-Meteo could not be reached, timed out, or answered something other than its data. */
export class WeatherUnavailableError extends Error {
  constructor(reason: string) {
    super(`weather service unavailable: ${reason}`);
    this.name = "WeatherUnavailableError";
  }
}

export type Place = {
  label: string;
  name: string;
  admin1: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
  timezone: string | null;
};

export type WeatherDay = {
  date: string;
  pressure_hpa: number | null;
  temperature_max_c: number | null;
  temperature_min_c: number | null;
  humidity_pct: number | null;
};

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const finite = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** "Vienna, Austria"; the region too when it is not the place itself ("Vienna, Virginia, United States"). */
export function placeLabel(name: string, admin1: string | null, country: string | null): string {
  const parts = [name];
  if (admin1 && admin1 !== name) parts.push(admin1);
  if (country) parts.push(country);
  return parts.join(", ");
}

/**
 * The places of a geocoding answer. No match is an answer without `results`; an entry without
 * a name or valid coordinates is left out.
 */
export function parseGeocoding(body: unknown): Place[] {
  if (!body || typeof body !== "object") throw new WeatherUnavailableError("the geocoding answer is not an object");
  const results = (body as { results?: unknown }).results;
  if (results === undefined) return [];
  if (!Array.isArray(results)) throw new WeatherUnavailableError("the geocoding results are not a list");
  const places: Place[] = [];
  for (const r of results as Record<string, unknown>[]) {
    const name = text(r?.name);
    const latitude = finite(r?.latitude);
    const longitude = finite(r?.longitude);
    if (!name || latitude === null || longitude === null) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    const admin1 = text(r.admin1);
    const country = text(r.country);
    places.push({
      label: placeLabel(name, admin1, country),
      name,
      admin1,
      country,
      latitude,
      longitude,
      timezone: text(r.timezone),
    });
  }
  return places;
}

/** The days of a forecast answer's `daily` block, in its order; values the arrays lack are null. */
export function parseForecast(body: unknown): WeatherDay[] {
  const daily = (body as { daily?: Record<string, unknown> } | null)?.daily;
  if (!daily || typeof daily !== "object") throw new WeatherUnavailableError("the forecast answer has no daily block");
  const time = daily.time;
  if (!Array.isArray(time)) throw new WeatherUnavailableError("the forecast answer has no daily dates");
  const column = (key: (typeof DAILY_VARIABLES)[number]) =>
    Array.isArray(daily[key]) ? (daily[key] as unknown[]) : [];
  const pressure = column("pressure_msl_mean");
  const max = column("temperature_2m_max");
  const min = column("temperature_2m_min");
  const humidity = column("relative_humidity_2m_mean");
  const days: WeatherDay[] = [];
  time.forEach((date, i) => {
    if (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    days.push({
      date,
      pressure_hpa: finite(pressure[i]),
      temperature_max_c: finite(max[i]),
      temperature_min_c: finite(min[i]),
      humidity_pct: finite(humidity[i]),
    });
  });
  return days;
}

async function getJson(url: URL): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: "application/json", "user-agent": `vitalog/${APP_VERSION}` },
      signal: AbortSignal.timeout(OPEN_METEO_TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (err) {
    throw new WeatherUnavailableError(describeError(err));
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    // Open-Meteo words a refused request as { error: true, reason }
    const reason = (body as { reason?: unknown } | null)?.reason;
    throw new WeatherUnavailableError(`HTTP ${res.status}${typeof reason === "string" ? `: ${reason}` : ""}`);
  }
  if (body === null) throw new WeatherUnavailableError("the answer is not JSON");
  return body;
}

const base = (url: string) => url.replace(/\/+$/, "");

/** Places whose name matches, best first (Open-Meteo's order). */
export async function searchPlaces(name: string): Promise<Place[]> {
  const url = new URL(`${base(env().OPEN_METEO_GEOCODING_URL)}/v1/search`);
  url.searchParams.set("name", name);
  url.searchParams.set("count", String(PLACES_COUNT));
  url.searchParams.set("language", "en");
  url.searchParams.set("format", "json");
  return parseGeocoding(await getJson(url));
}

/** The daily weather at a place from `pastDays` days before today to today, days in `timeZone`. */
export async function fetchDailyWeather(opts: {
  latitude: number;
  longitude: number;
  timeZone: string;
  pastDays: number;
}): Promise<WeatherDay[]> {
  const url = new URL(`${base(env().OPEN_METEO_BASE_URL)}/v1/forecast`);
  url.searchParams.set("latitude", String(opts.latitude));
  url.searchParams.set("longitude", String(opts.longitude));
  url.searchParams.set("daily", DAILY_VARIABLES.join(","));
  url.searchParams.set("timezone", opts.timeZone);
  url.searchParams.set("past_days", String(opts.pastDays));
  url.searchParams.set("forecast_days", "1");
  return parseForecast(await getJson(url));
}
