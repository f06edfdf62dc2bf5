/**
 * Reading Open-Meteo's answers: the geocoding search and the forecast's daily block, from
 * bodies shaped as Open-Meteo documents and sends them (extra fields, nulls, no `results`).
 */
import { describe, expect, it } from "vitest";
import { parseForecast, parseGeocoding, placeLabel, WeatherUnavailableError } from "@/lib/weather/open-meteo";
import { pressureChange } from "@/lib/weather/daily-fetch";

/** GET /v1/search?name=Vienna&count=10&language=en&format=json, as the geocoding API answers it. */
const GEOCODING = {
  results: [
    {
      id: 2761369,
      name: "Vienna",
      latitude: 48.20849,
      longitude: 16.37208,
      elevation: 171.0,
      feature_code: "PPLC",
      country_code: "AT",
      admin1_id: 2761367,
      timezone: "Europe/Vienna",
      population: 1691468,
      postcodes: ["1010"],
      country_id: 2782113,
      country: "Austria",
      admin1: "Vienna",
    },
    {
      id: 4791259,
      name: "Vienna",
      latitude: 38.90122,
      longitude: -77.26526,
      elevation: 118.0,
      feature_code: "PPL",
      country_code: "US",
      admin1_id: 6254928,
      admin2_id: 4758041,
      timezone: "America/New_York",
      population: 16489,
      country_id: 6252001,
      country: "United States",
      admin1: "Virginia",
      admin2: "Fairfax",
    },
    // a hamlet with no region
    {
      id: 1,
      name: "Vienna",
      latitude: 10.5,
      longitude: 20.25,
      feature_code: "PPL",
      country_code: "XX",
      timezone: "Africa/Ndjamena",
      country_id: 2,
      country: "Chad",
    },
  ],
  generationtime_ms: 0.8580685,
};

/** GET /v1/forecast?…&daily=pressure_msl_mean,temperature_2m_max,temperature_2m_min,relative_humidity_2m_mean&timezone=Europe/Vienna&past_days=2&forecast_days=1 */
const FORECAST = {
  latitude: 48.2,
  longitude: 16.38,
  generationtime_ms: 0.0709295,
  utc_offset_seconds: 3600,
  timezone: "Europe/Vienna",
  timezone_abbreviation: "GMT+1",
  elevation: 171.0,
  daily_units: {
    time: "iso8601",
    pressure_msl_mean: "hPa",
    temperature_2m_max: "°C",
    temperature_2m_min: "°C",
    relative_humidity_2m_mean: "%",
  },
  daily: {
    time: ["2026-11-18", "2026-11-19", "2026-11-20"],
    pressure_msl_mean: [1021.4, 1016.9, null],
    temperature_2m_max: [9.8, 7.1, 5.6],
    temperature_2m_min: [2.3, -0.4, -1.9],
    relative_humidity_2m_mean: [81, 74, 88],
  },
};

describe("parseGeocoding", () => {
  it("reads each place with a label, its region and time zone", () => {
    const places = parseGeocoding(GEOCODING);
    expect(places).toEqual([
      {
        label: "Vienna, Austria",
        name: "Vienna",
        admin1: "Vienna",
        country: "Austria",
        latitude: 48.20849,
        longitude: 16.37208,
        timezone: "Europe/Vienna",
      },
      {
        label: "Vienna, Virginia, United States",
        name: "Vienna",
        admin1: "Virginia",
        country: "United States",
        latitude: 38.90122,
        longitude: -77.26526,
        timezone: "America/New_York",
      },
      {
        label: "Vienna, Chad",
        name: "Vienna",
        admin1: null,
        country: "Chad",
        latitude: 10.5,
        longitude: 20.25,
        timezone: "Africa/Ndjamena",
      },
    ]);
  });

  it("no match: Open-Meteo leaves `results` out, which is an empty list", () => {
    expect(parseGeocoding({ generationtime_ms: 0.42 })).toEqual([]);
  });

  it("leaves out an entry without a name or with coordinates off the globe", () => {
    const body = {
      results: [
        { name: "", latitude: 1, longitude: 1, country: "A" },
        { name: "North", latitude: 91, longitude: 0, country: "A" },
        { name: "Nowhere", latitude: "48", longitude: 16, country: "A" },
        { name: "Graz", latitude: 47.06667, longitude: 15.45, country: "Austria", admin1: "Styria" },
      ],
    };
    expect(parseGeocoding(body).map((p) => p.label)).toEqual(["Graz, Styria, Austria"]);
  });

  it("an answer that is not Open-Meteo's is the service being unavailable", () => {
    expect(() => parseGeocoding(null)).toThrow(WeatherUnavailableError);
    expect(() => parseGeocoding({ results: "none" })).toThrow(WeatherUnavailableError);
  });
});

describe("placeLabel", () => {
  it("names the region only when it is not the place itself", () => {
    expect(placeLabel("Berlin", "Land Berlin", "Germany")).toBe("Berlin, Land Berlin, Germany");
    expect(placeLabel("Vienna", "Vienna", "Austria")).toBe("Vienna, Austria");
    expect(placeLabel("Atlantis", null, null)).toBe("Atlantis");
  });
});

describe("parseForecast", () => {
  it("reads one day per date of `daily.time`, a null staying null", () => {
    expect(parseForecast(FORECAST)).toEqual([
      { date: "2026-11-18", pressure_hpa: 1021.4, temperature_max_c: 9.8, temperature_min_c: 2.3, humidity_pct: 81 },
      { date: "2026-11-19", pressure_hpa: 1016.9, temperature_max_c: 7.1, temperature_min_c: -0.4, humidity_pct: 74 },
      { date: "2026-11-20", pressure_hpa: null, temperature_max_c: 5.6, temperature_min_c: -1.9, humidity_pct: 88 },
    ]);
  });

  it("a variable the answer lacks is null on every day", () => {
    const { relative_humidity_2m_mean: _dropped, ...daily } = FORECAST.daily;
    const days = parseForecast({ ...FORECAST, daily });
    expect(days.map((d) => d.humidity_pct)).toEqual([null, null, null]);
    expect(days[1]!.pressure_hpa).toBe(1016.9);
  });

  it("an error answer or one without a daily block is the service being unavailable", () => {
    expect(() => parseForecast({ error: true, reason: "Cannot initialize ForecastVariableDaily" })).toThrow(
      WeatherUnavailableError,
    );
    expect(() => parseForecast({ daily: { pressure_msl_mean: [1] } })).toThrow(WeatherUnavailableError);
  });
});

describe("pressureChange", () => {
  it("is the day's pressure minus the day before's, to 0.1 hPa", () => {
    expect(pressureChange(1008.1, 1013.2)).toBe(-5.1);
    expect(pressureChange(1016.9, 1021.4)).toBe(-4.5);
    expect(pressureChange(1013.0, 1013.0)).toBe(0);
    expect(pressureChange(1020.1, 1015)).toBe(5.1);
  });

  it("is unknown when either day's pressure is", () => {
    expect(pressureChange(null, 1013)).toBeNull();
    expect(pressureChange(1013, null)).toBeNull();
  });
});
