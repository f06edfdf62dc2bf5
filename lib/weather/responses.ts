/** What the weather routes answer, as schemas (the OpenAPI document and the contract tests read them). */
import * as z from "zod/mini";

/** A place found by name (Open-Meteo's geocoding). */
export const placeSchema = z.object({
  /** How the place reads in a list and once chosen: "Vienna, Austria". */
  label: z.string(),
  name: z.string(),
  /** The region (state, province); null when the geocoder gives none. */
  admin1: z.nullable(z.string()),
  country: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  timezone: z.nullable(z.string()),
});

export const placesSchema = z.object({ results: z.array(placeSchema) });

export const weatherLocationViewSchema = z.object({
  place_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** The user's weather place; null while they have not consented. */
export const weatherLocationStateSchema = z.object({ location: z.nullable(weatherLocationViewSchema) });
