/**
 * The weather payloads: a place searched by name, and the place a user consents to have the
 * weather fetched for (a row in weather_locations is the consent itself).
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { requiredText, tooLong } from "@/lib/validation/common";

export const WEATHER_UNAVAILABLE = "The weather service is unavailable. Please try again later.";
export const PLACE_NAME_MAX = 200;
const SEARCH_MAX = 100;

export const placesQuerySchema = z.object({
  name: z
    .string({ error: "Type at least 2 characters" })
    .check(
      z.trim(),
      z.minLength(2, "Type at least 2 characters"),
      z.maxLength(SEARCH_MAX, tooLong("Search", SEARCH_MAX)),
    ),
});

function coordinate(label: string, limit: number) {
  const message = `${label} must be a number from -${limit} to ${limit}`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : message) })
    .check(z.gte(-limit, message), z.lte(limit, message));
}

export const weatherLocationSchema = z.object({
  place_name: requiredText("Place name", PLACE_NAME_MAX),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});
export type WeatherLocationInput = output<typeof weatherLocationSchema>;
