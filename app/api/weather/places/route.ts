import { route } from "@/lib/api/handler";
import { findPlaces } from "@/lib/weather/service";
import { weatherEndpoints } from "@/lib/openapi/paths/weather";

/** GET ?name= → { results }: places matching a city's name (Open-Meteo); 503 when it cannot answer. */
export const GET = route(weatherEndpoints.places, async ({ query }) => ({
  results: await findPlaces(query.name),
}));
