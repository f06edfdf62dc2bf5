import { authedRoute } from "@/lib/api/handler";
import { weatherLocationSchema } from "@/lib/weather/schema";
import { deleteWeatherLocation, getWeatherLocation, saveWeatherLocation } from "@/lib/weather/service";

/** The user's weather place: null until they consent. */
export const GET = authedRoute({}, async ({ db, user }) => ({
  location: await getWeatherLocation(db, { userId: user.id }),
}));

/** Consents to the daily weather at this place (or moves it). */
export const PUT = authedRoute({ body: weatherLocationSchema }, async ({ db, user, body }) => ({
  location: await saveWeatherLocation(db, { userId: user.id, input: body }),
}));

/** Withdraws consent: the place and every stored weather day are deleted. */
export const DELETE = authedRoute({ status: 204 }, async ({ db, user }) => {
  await deleteWeatherLocation(db, { userId: user.id });
});
