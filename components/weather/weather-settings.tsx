"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { api, errorText } from "@/lib/api-client/client";
import type { ApiResult } from "@/lib/api-client/contract";
import { formatTemperature } from "@/lib/units";
import { weatherLocationSchema, type WeatherLocationInput } from "@/lib/weather/schema";

type Place = ApiResult<"/api/weather/places">["results"][number];
type Location = { place_name: string; latitude: number; longitude: number };
export type LatestWeatherDay = {
  date: string;
  pressure_hpa: number | null;
  pressure_change_hpa: number | null;
  temperature_max_c: number | null;
  temperature_min_c: number | null;
  humidity_pct: number | null;
};

const SEARCH_FAILED = "Could not search places";

/**
 * Settings → Weather: consent by choosing a city by name (Open-Meteo's place search), kept as
 * coordinates; "Stop using weather" withdraws it and deletes the stored days. The browser's
 * own location is never asked for.
 */
export function WeatherSettings({
  location,
  latest,
  imperial,
}: {
  location: Location | null;
  latest: LatestWeatherDay | null;
  imperial: boolean;
}) {
  const [name, setName] = useState("");
  const [results, setResults] = useState<Place[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = useApiAction({
    schema: weatherLocationSchema,
    request: (body: WeatherLocationInput) => ({ path: "/api/weather/location", method: "PUT", body }),
    success: (_r, body) => `Weather for ${body.place_name} saved`,
    failure: { fallback: "Failed to save the place", prefix: "Error" },
    onSuccess: () => {
      setResults(null);
      setName("");
    },
  });

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = name.trim();
    if (q.length < 2) {
      setSearchError("Type at least 2 characters");
      return;
    }
    setSearching(true);
    setSearchError(null);
    try {
      const found = await api<ApiResult<"/api/weather/places">>(`/api/weather/places?name=${encodeURIComponent(q)}`);
      setResults(found.results);
    } catch (err) {
      setResults(null);
      setSearchError(errorText(err, SEARCH_FAILED));
    } finally {
      setSearching(false);
    }
  }

  const about = (
    <p className="text-sm text-muted">
      Once a day, vitalog fetches the air pressure, its change from the day before, the temperature and the humidity at
      the city you choose (from Open-Meteo), so pressure changes can be checked as a possible migraine factor; your
      browser&apos;s location is never used.
    </p>
  );

  if (location) {
    return (
      <div className="space-y-3">
        <p className="font-medium text-ink" data-testid="weather-place">
          Weather for {location.place_name}
        </p>
        {latest ? (
          <p className="text-sm text-muted">{describeDay(latest, imperial)}</p>
        ) : (
          <p className="text-sm text-muted">The first days are fetched within a few minutes.</p>
        )}
        {about}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Stop using weather
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title="Stop using weather?"
          request={{ path: "/api/weather/location", method: "DELETE" }}
          success="Weather is no longer used"
          failure={{ fallback: "Failed to stop using weather", prefix: "Error" }}
          confirmLabel="Stop using weather"
          pendingLabel="Stopping..."
        >
          Your place and every stored weather day are deleted. You can choose a city again at any time.
        </ConfirmDialog>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {about}
      <form onSubmit={(e) => void search(e)} className="flex items-end gap-2" role="search" aria-label="Find your city">
        <Field label="Your city" error={searchError} className="flex-1">
          {(p) => (
            <Input
              {...p}
              name="place"
              value={name}
              autoComplete="address-level2"
              placeholder="e.g. Vienna"
              onChange={(e) => {
                setName(e.target.value);
                setSearchError(null);
              }}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={searching} className={searchError ? "mb-7" : undefined}>
          {searching ? "Searching..." : "Search"}
        </Button>
      </form>
      {results && results.length === 0 && (
        <p className="text-sm text-muted" role="status">
          No place of that name was found.
        </p>
      )}
      {results && results.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-ink" id="weather-matches">
            Choose your city
          </p>
          <ul aria-labelledby="weather-matches" className="space-y-2">
            {results.map((place) => (
              <li key={`${place.latitude},${place.longitude}`}>
                <Button
                  variant="secondary"
                  className="w-full justify-start text-left"
                  disabled={choose.pending}
                  onClick={() =>
                    void choose.run({
                      place_name: place.label,
                      latitude: place.latitude,
                      longitude: place.longitude,
                    })
                  }
                >
                  {place.label}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** "Latest: 20 Nov · 1013 hPa (−4.5 since the day before) · 3–12 °C · 78 % humidity". */
function describeDay(day: LatestWeatherDay, imperial: boolean): string {
  const parts = [
    `Latest: ${new Date(`${day.date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })}`,
  ];
  if (day.pressure_hpa !== null) {
    const change = day.pressure_change_hpa;
    const since =
      change === null
        ? ""
        : ` (${change > 0 ? "+" : change < 0 ? "−" : "±"}${Math.abs(change).toFixed(1)} since the day before)`;
    parts.push(`${Math.round(day.pressure_hpa)} hPa${since}`);
  }
  if (day.temperature_min_c !== null && day.temperature_max_c !== null)
    parts.push(
      `${formatTemperature(day.temperature_min_c, imperial)} to ${formatTemperature(day.temperature_max_c, imperial)}`,
    );
  if (day.humidity_pct !== null) parts.push(`${Math.round(day.humidity_pct)} % humidity`);
  return parts.join(" · ");
}
