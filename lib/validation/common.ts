/**
 * Schema pieces every domain shares, in zod's small build (`zod/mini`) so that a form and its
 * route handler validate with the same rules and the same words. Messages name their field and
 * end without a full stop: the API sends them as `detail`, and a form shows them beside the field.
 */
import * as z from "zod/mini";
import { isStorableDate } from "@/lib/time/dates";

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id as the database makes them; anything else names no row. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A calendar date (YYYY-MM-DD) that exists and that the database stores (1900 to 2100). */
export function dateSchema(label = "Date") {
  const message = `${label} must be a real calendar date (YYYY-MM-DD) from 1900 to 2100`;
  return z.string({ error: message }).check(z.refine(isStorableDate, message));
}

/** A time of day, HH:MM on a 24-hour clock. */
export function timeSchema(label = "Time") {
  const message = `${label} must be a time of day (HH:MM, 00:00 to 23:59)`;
  return z.string({ error: message }).check(z.regex(TIME_PATTERN, message));
}

/**
 * A number typed into a form or sent by a client: `label is required` when it is missing (a
 * form sends an empty field as undefined), `label must be a number` when it is not a finite one.
 */
export function numberSchema(label: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
}
