/**
 * Water tracking's payloads and limits, shared by the water card (which validates with them
 * before sending) and the route handlers (which parse with them): one rule, one message.
 */
import * as z from "zod/mini";
import type { output } from "zod/v4/core";
import { dateSchema, timeSchema } from "@/lib/validation/common";
import { pastDateSchema } from "@/lib/validation/future-date";
import { flOzToMl } from "@/lib/units";

/** One entry: a sip to a large bottle; more than 10 litres at once is a typing slip. */
export const WATER_AMOUNT_ML = { min: 1, max: 10_000 } as const;
export const DEFAULT_WATER_TARGET_ML = 2000;
/** The glass the card counts in and its one-tap button adds. */
export const GLASS_ML = 250;
/** The imperial one-tap amount: 8 US fl oz, stored in whole millilitres. */
export const GLASS_FL_OZ = 8;
export const GLASS_FL_OZ_ML = Math.round(flOzToMl(GLASS_FL_OZ));

export const WATER_NOT_FOUND = "Water entry not found.";

const amountRange = `Amount must be between ${WATER_AMOUNT_ML.min} and ${WATER_AMOUNT_ML.max} ml`;

export const waterAmountSchema = z
  .int({
    error: (issue) => (issue.input === undefined ? "Amount is required" : "Amount must be a whole number of ml"),
  })
  .check(z.minimum(WATER_AMOUNT_ML.min, amountRange), z.maximum(WATER_AMOUNT_ML.max, amountRange));

export const waterEntryCreateSchema = z.object({
  amount_ml: waterAmountSchema,
  /** The user's local date; default today. */
  date: z.optional(pastDateSchema()),
  /** The user's local time; default now. */
  time: z.optional(timeSchema()),
});
export type WaterEntryCreate = output<typeof waterEntryCreateSchema>;

export const waterQuerySchema = z.object({ date_param: z.optional(dateSchema("Date")) });
