import { z } from "zod";

export const PERIOD_DAYS = { min: 7, max: 730, default: 90 } as const;

export const periodDays = z.coerce
  .number({ error: "days must be a whole number of days" })
  .int("days must be a whole number of days")
  .min(PERIOD_DAYS.min, `days must be from ${PERIOD_DAYS.min} to ${PERIOD_DAYS.max}`)
  .max(PERIOD_DAYS.max, `days must be from ${PERIOD_DAYS.min} to ${PERIOD_DAYS.max}`);

export const exportQuerySchema = z.object({
  format: z.enum(["csv", "pdf", "medical"], { error: "format must be csv, pdf or medical" }),
  days: periodDays.default(PERIOD_DAYS.default),
});
