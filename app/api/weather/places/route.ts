import { authedRoute } from "@/lib/api/handler";
import { placesQuerySchema } from "@/lib/weather/schema";
import { findPlaces } from "@/lib/weather/service";

/** GET ?name= → { results }: places matching a city's name (Open-Meteo); 503 when it cannot answer. */
export const GET = authedRoute({ query: placesQuerySchema }, async ({ query }) => ({
  results: await findPlaces(query.name),
}));
