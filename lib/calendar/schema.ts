import { z } from "zod";
import { MONTH_PATTERN } from "./month";

export const monthSchema = z.string().regex(MONTH_PATTERN, "Use a month as YYYY-MM, e.g. 2026-11.");

export const calendarQuerySchema = z.object({ month: monthSchema.optional() });
