import { z } from "zod";
import { MONTH_PATTERN } from "./month";

export const monthSchema = z
  .string()
  .regex(MONTH_PATTERN, "Use a month as YYYY-MM, e.g. 2026-11.")
  // Postgres has no year 0
  .refine((m) => m >= "1900-01", "Use a month from 1900-01 on.");

export const calendarQuerySchema = z.object({ month: monthSchema.optional() });
