import { z } from "zod";
import { PERIOD_DAYS } from "./fields";

export * from "./fields";

const RANGE = `days must be from ${PERIOD_DAYS.min} to ${PERIOD_DAYS.max}`;
const WHOLE = "days must be a whole number of days";
const days = (n: z.ZodNumber) => n.int(WHOLE).min(PERIOD_DAYS.min, RANGE).max(PERIOD_DAYS.max, RANGE);
/** In a query string (text). */
export const periodDays = z.coerce
  .number({ error: WHOLE })
  .int(WHOLE)
  .min(PERIOD_DAYS.min, RANGE)
  .max(PERIOD_DAYS.max, RANGE);

export const exportQuerySchema = z.object({
  format: z.enum(["csv", "pdf", "medical"], { error: "format must be csv, pdf or medical" }),
  days: periodDays.default(PERIOD_DAYS.default),
});

export const MESSAGE_MAX = 1000;

export const reportEmailSchema = z.object({
  provider_email: z
    .string({ error: "provider_email is required" })
    .trim()
    .max(254, "provider_email is too long")
    .pipe(z.email({ error: "Enter the provider's email address, e.g. dr.lee@clinic.example" })),
  message: z
    .string({ error: "message must be text" })
    .max(MESSAGE_MAX, `The message can be at most ${MESSAGE_MAX} characters`)
    .optional()
    .transform((m) => (m ?? "").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "").trim()),
  days: days(z.number({ error: WHOLE })).default(PERIOD_DAYS.default),
});
export type ReportEmailInput = z.output<typeof reportEmailSchema>;
