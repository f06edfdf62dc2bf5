import { route } from "@/lib/api/handler";
import { deleteWeatherLocation, getWeatherLocation, saveWeatherLocation } from "@/lib/weather/service";
import { weatherEndpoints } from "@/lib/openapi/paths/weather";

/** The user's weather place: null until they consent. */
export const GET = route(weatherEndpoints.location, async ({ db, user }) => ({
  location: await getWeatherLocation(db, { userId: user.id }),
}));

/** Consents to the daily weather at this place (or moves it). */
export const PUT = route(weatherEndpoints.saveLocation, async ({ db, user, body }) => ({
  location: await saveWeatherLocation(db, { userId: user.id, input: body }),
}));

/** Withdraws consent: the place and every stored weather day are deleted. */
export const DELETE = route(weatherEndpoints.removeLocation, async ({ db, user }) => {
  await deleteWeatherLocation(db, { userId: user.id });
});
