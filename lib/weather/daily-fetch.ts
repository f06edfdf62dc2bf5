/**
 * The daily weather fetch, run by the reminder job (every minute): for each user who consented,
 * once per local day, the days from a few days back to today at their place are fetched and
 * stored, each with its pressure change from the day before. Earlier days are fetched again
 * because their values settle once observed (yesterday's were partly forecast when fetched).
 *
 * When Open-Meteo is down the run logs once and stops; the next run tries again. It never
 * throws for that, so the reminders around it go out whatever the weather service does.
 */
import "server-only";
import { and, eq, max, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, weatherDays, weatherLocations } from "@/db/schema";
import { describeError, log } from "@/lib/log";
import { addDays } from "@/lib/time/dates";
import { localDateIn } from "@/lib/time/zones";
import { fetchDailyWeather, WeatherUnavailableError, type WeatherDay } from "./open-meteo";

/** Days before today fetched for a user with no weather yet: enough for a first week of pressure changes. */
export const FIRST_PAST_DAYS = 7;
/** Days before today fetched once a user has some: yesterday settles, and the day before anchors its change. */
export const NEXT_PAST_DAYS = 2;
/** Users fetched in one run at most; the others come in the next minutes' runs. */
export const USERS_PER_RUN = 20;

export type WeatherRun = { fetched: number; days: number; skipped: number; unavailable: boolean };

/** pressure minus the day before's, to 0.1 hPa (Open-Meteo's precision); null when either is unknown. */
export function pressureChange(today: number | null, yesterday: number | null): number | null {
  if (today === null || yesterday === null) return null;
  return Math.round((today - yesterday) * 10) / 10;
}

export async function fetchWeatherDays(db: Db, now: Date = new Date()): Promise<WeatherRun> {
  const run: WeatherRun = { fetched: 0, days: 0, skipped: 0, unavailable: false };
  const consenting = await db
    .select({
      user_id: weatherLocations.user_id,
      latitude: weatherLocations.latitude,
      longitude: weatherLocations.longitude,
      time_zone: users.time_zone,
      last_fetch: max(weatherDays.fetched_at),
    })
    .from(weatherLocations)
    .innerJoin(users, eq(users.id, weatherLocations.user_id))
    .leftJoin(weatherDays, eq(weatherDays.user_id, weatherLocations.user_id))
    .where(eq(users.is_active, true))
    .groupBy(weatherLocations.user_id, users.time_zone)
    // the longest-waiting first, so a capped run reaches everyone in turn
    .orderBy(sql`max(${weatherDays.fetched_at}) asc nulls first`);

  const due = consenting.filter(
    (u) => !u.last_fetch || localDateIn(u.time_zone, u.last_fetch) !== localDateIn(u.time_zone, now),
  );
  run.skipped = consenting.length - due.length;
  for (const user of due.slice(0, USERS_PER_RUN)) {
    let days: WeatherDay[];
    try {
      days = await fetchDailyWeather({
        latitude: user.latitude,
        longitude: user.longitude,
        timeZone: user.time_zone,
        pastDays: user.last_fetch ? NEXT_PAST_DAYS : FIRST_PAST_DAYS,
      });
    } catch (err) {
      if (!(err instanceof WeatherUnavailableError)) throw err;
      log.warn(`weather fetch skipped, the weather service is unavailable: ${describeError(err)}`);
      run.unavailable = true;
      return run;
    }
    run.days += await storeDays(db, user.user_id, days, now);
    run.fetched += 1;
  }
  return run;
}

/** Upserts the days with their pressure change; the day before the first comes from what is stored. */
async function storeDays(db: Db, userId: string, days: WeatherDay[], now: Date): Promise<number> {
  if (days.length === 0) return 0;
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const before = addDays(sorted[0]!.date, -1);
  const [stored] = await db
    .select({ pressure_hpa: weatherDays.pressure_hpa })
    .from(weatherDays)
    .where(and(eq(weatherDays.user_id, userId), eq(weatherDays.date, before)));
  let previous: { date: string; pressure: number | null } = { date: before, pressure: stored?.pressure_hpa ?? null };
  const rows = sorted.map((day) => {
    // a gap in the series (a date missing from the answer) leaves the change unknown
    const yesterday = previous.date === addDays(day.date, -1) ? previous.pressure : null;
    previous = { date: day.date, pressure: day.pressure_hpa };
    return {
      user_id: userId,
      date: day.date,
      pressure_hpa: day.pressure_hpa,
      pressure_change_hpa: pressureChange(day.pressure_hpa, yesterday),
      temperature_max_c: day.temperature_max_c,
      temperature_min_c: day.temperature_min_c,
      humidity_pct: day.humidity_pct,
      fetched_at: now,
    };
  });
  await db
    .insert(weatherDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [weatherDays.user_id, weatherDays.date],
      set: {
        pressure_hpa: sql`excluded.pressure_hpa`,
        pressure_change_hpa: sql`excluded.pressure_change_hpa`,
        temperature_max_c: sql`excluded.temperature_max_c`,
        temperature_min_c: sql`excluded.temperature_min_c`,
        humidity_pct: sql`excluded.humidity_pct`,
        fetched_at: sql`excluded.fetched_at`,
      },
    });
  return rows.length;
}
