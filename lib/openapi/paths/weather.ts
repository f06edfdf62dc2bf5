/** Weather: a place found by name, and the consent to fetch its daily weather. */
import { placesSchema, weatherLocationStateSchema } from "@/lib/weather/responses";
import { placesQuerySchema, weatherLocationSchema } from "@/lib/weather/schema";
import { named } from "@/lib/answers/schema-names";
import { endpoint } from "../endpoint";

const tag = "Weather";
const path = "/api/weather/location";
const location = named("WeatherLocation", weatherLocationSchema);
const VIENNA = { place_name: "Vienna, Austria", latitude: 48.20849, longitude: 16.37208 };

export const weatherEndpoints = {
  places: endpoint({
    method: "get",
    path: "/api/weather/places",
    summary: "Find a place by name",
    description:
      "Places whose name matches `name` (2 characters or more), from Open-Meteo's geocoding, best first. " +
      "503 when the weather service cannot be reached.",
    tag,
    query: placesQuerySchema,
    responses: {
      200: {
        description: "The matching places; none is an empty list.",
        schema: placesSchema,
        example: {
          results: [
            {
              label: "Vienna, Austria",
              name: "Vienna",
              admin1: "Vienna",
              country: "Austria",
              latitude: 48.20849,
              longitude: 16.37208,
              timezone: "Europe/Vienna",
            },
          ],
        },
      },
    },
    throws: [503],
  }),
  location: endpoint({
    method: "get",
    path,
    summary: "My weather place",
    description: "`location` is null while the user has not consented to weather.",
    tag,
    responses: {
      200: { description: "The place, or null.", schema: weatherLocationStateSchema, example: { location: VIENNA } },
    },
  }),
  saveLocation: endpoint({
    method: "put",
    path,
    summary: "Use the weather at a place",
    description:
      "Consents to the daily weather (pressure, its change, temperature, humidity) being fetched for this place " +
      "once a day, or moves the place. Latitude from -90 to 90, longitude from -180 to 180.",
    tag,
    body: location,
    bodyExample: VIENNA,
    responses: {
      200: { description: "The place saved.", schema: weatherLocationStateSchema, example: { location: VIENNA } },
    },
  }),
  removeLocation: endpoint({
    method: "delete",
    path,
    summary: "Stop using weather",
    description: "Withdraws consent: the place and every stored weather day are deleted.",
    tag,
    responses: { 204: { description: "Weather is no longer used; its days are deleted." } },
  }),
};
