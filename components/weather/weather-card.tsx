import { Card, CardTitle } from "@/components/ui/card";
import { getDb } from "@/db/client";
import { getWeatherLocation, latestWeatherDay } from "@/lib/weather/service";
import { WeatherSettings } from "./weather-settings";

/** Settings → Profile → Weather: the user's place (their consent) and the latest day fetched. */
export async function WeatherCard({ userId, imperial }: { userId: string; imperial: boolean }) {
  const db = await getDb();
  const [location, latest] = await Promise.all([getWeatherLocation(db, { userId }), latestWeatherDay(db, { userId })]);
  return (
    <Card aria-labelledby="settings-weather">
      <CardTitle>
        <span id="settings-weather">Weather</span>
      </CardTitle>
      <WeatherSettings location={location} latest={location ? latest : null} imperial={imperial} />
    </Card>
  );
}
