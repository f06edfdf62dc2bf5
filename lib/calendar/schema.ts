/**
 * The calendar's query: a month as YYYY-MM. The route parses with it, and the page shows the
 * current month for a `?month=` it refuses.
 */
import * as z from "zod/mini";
import { DATE_MIN } from "@/lib/time/dates";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FIRST_MONTH = DATE_MIN.slice(0, 7);
const MONTH_MESSAGE = `month must be YYYY-MM from ${FIRST_MONTH} on, e.g. 2026-11`;

/** A month the calendar shows: YYYY-MM, no earlier than the first month a date may be stored in. */
export function isCalendarMonth(text: string | undefined): text is string {
  return text !== undefined && MONTH.test(text) && text >= FIRST_MONTH;
}

export const monthSchema = z.string({ error: MONTH_MESSAGE }).check(z.refine(isCalendarMonth, MONTH_MESSAGE));

export const calendarQuerySchema = z.object({ month: z.optional(monthSchema) });
