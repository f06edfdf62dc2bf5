/**
 * The user's weather place and consent. A row in weather_locations is the consent: saving a
 * place gives it, and withdrawing it deletes the place and every weather day stored for the user.
 */
import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { weatherDays, weatherLocations } from "@/db/schema";
import { ApiError } from "@/lib/errors/api-error";
import { WEATHER_UNAVAILABLE, type WeatherLocationInput } from "./schema";
import { searchPlaces, WeatherUnavailableError, type Place } from "./open-meteo";
import { describeError, log } from "@/lib/log";

export type WeatherLocation = { place_name: string; latitude: number; longitude: number };

export type StoredWeatherDay = {
  date: string;
  pressure_hpa: number | null;
  pressure_change_hpa: number | null;
  temperature_max_c: number | null;
  temperature_min_c: number | null;
  humidity_pct: number | null;
};

/** Places matching a typed name; 503 when Open-Meteo cannot answer. */
export async function findPlaces(name: string): Promise<Place[]> {
  try {
    return await searchPlaces(name);
  } catch (err) {
    if (!(err instanceof WeatherUnavailableError)) throw err;
    log.warn(`weather place search: ${describeError(err)}`);
    throw ApiError.unavailable(WEATHER_UNAVAILABLE);
  }
}

export async function getWeatherLocation(db: Db, { userId }: { userId: string }): Promise<WeatherLocation | null> {
  const [row] = await db
    .select({
      place_name: weatherLocations.place_name,
      latitude: weatherLocations.latitude,
      longitude: weatherLocations.longitude,
    })
    .from(weatherLocations)
    .where(eq(weatherLocations.user_id, userId));
  return row ?? null;
}

/** Gives consent with a place, or moves it; the days already stored stay (they were the weather where the user was). */
export async function saveWeatherLocation(
  db: Db,
  { userId, input }: { userId: string; input: WeatherLocationInput },
): Promise<WeatherLocation> {
  const values = { place_name: input.place_name, latitude: input.latitude, longitude: input.longitude };
  await db
    .insert(weatherLocations)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: weatherLocations.user_id, set: { ...values, updated_at: new Date() } });
  return values;
}

/** Withdraws consent: the place and all the user's weather days go. */
export async function deleteWeatherLocation(db: Db, { userId }: { userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(weatherLocations).where(eq(weatherLocations.user_id, userId));
    await tx.delete(weatherDays).where(eq(weatherDays.user_id, userId));
  });
}

/** The most recent stored day, for the settings page to show that fetching works. */
export async function latestWeatherDay(db: Db, { userId }: { userId: string }): Promise<StoredWeatherDay | null> {
  const [row] = await db
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
    .orderBy(desc(weatherDays.date))
    .limit(1);
  return row ?? null;
}
