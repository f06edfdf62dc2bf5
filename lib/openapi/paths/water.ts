/** The operations of water tracking: glasses and bottles drunk, against the user's daily target. */
import { confirmationSchema } from "@/lib/answers/fields";
import { waterDaySchema, waterEntryViewSchema } from "@/lib/water/responses";
import { waterEntryCreateSchema, waterQuerySchema, WATER_NOT_FOUND } from "@/lib/water/schema";
import { endpoint } from "../endpoint";

const tag = "Water";

const glass = { entry_id: "a3d8f1c5-6b9e-4c2a-b7f4-8e1d5a0c3b29", date: "2026-03-14", time: "09:15", amount_ml: 250 };

export const waterEndpoints = {
  day: endpoint({
    method: "get",
    path: "/api/water",
    summary: "Get a day's water",
    description: "The entries of `date_param` (default today) in the order drunk, their total and the daily target.",
    tag,
    query: waterQuerySchema,
    responses: {
      200: {
        description: "The day's water.",
        schema: waterDaySchema,
        example: {
          date: "2026-03-14",
          total_ml: 750,
          target_ml: 2000,
          entries: [
            glass,
            { ...glass, entry_id: "1c6e9a2f-4d8b-4e3a-a5c7-2b9f0d6e8a14", time: "13:05", amount_ml: 500 },
          ],
        },
      },
    },
  }),
  add: endpoint({
    method: "post",
    path: "/api/water",
    summary: "Log water",
    description: "In whole millilitres (1 to 10,000). Date and time default to now in the user's time zone.",
    tag,
    body: waterEntryCreateSchema,
    bodyExample: { amount_ml: 250 },
    responses: { 201: { description: "The entry logged.", schema: waterEntryViewSchema, example: glass } },
  }),
  remove: endpoint({
    method: "delete",
    path: "/api/water/{entry_id}",
    summary: "Delete a water entry",
    tag,
    params: { entry_id: "uuid" },
    notFound: WATER_NOT_FOUND,
    responses: {
      200: { description: "Deleted.", schema: confirmationSchema, example: { detail: "Water entry deleted." } },
    },
  }),
};
