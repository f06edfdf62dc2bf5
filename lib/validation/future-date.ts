/**
 * The one rule on a date the user gives a record: it cannot be later than today. "Today" is
 * the user's, in their time zone, which a schema does not know. So the rule runs twice with
 * one message: the shared schema (form and route) refuses any date later than today anywhere
 * on Earth (UTC+14, the zone that starts each day first), and the service, which knows the
 * user's zone, refuses a date later than the user's today.
 */
import * as z from "zod/mini";
import { ApiError } from "@/lib/errors/api-error";
import { localDateIn } from "@/lib/time/zones";
import type { FieldErrors } from "./issues";
import { dateSchema } from "./common";

/** The zone whose clock is furthest ahead (Kiribati's Line Islands); IANA's Etc names invert the sign. */
const FIRST_ZONE = "Etc/GMT-14";

/** "<label> cannot be in the future": the rule's one wording. */
export function futureDateMessage(label = "Date"): string {
  return `${label} cannot be in the future`;
}

/** The latest date that is today somewhere on Earth at `at`. */
export function latestToday(at: Date = new Date()): string {
  return localDateIn(FIRST_ZONE, at);
}

/** A storable calendar date no later than today anywhere on Earth (the service checks the user's own today). */
export function pastDateSchema(label = "Date") {
  return dateSchema(label).check(z.refine((date: string) => date <= latestToday(), futureDateMessage(label)));
}

/** The message for `date` when it is after `today` (the user's), else null; a missing date is today's. */
export function futureDateIssue(date: string | null | undefined, today: string, label = "Date"): string | null {
  return date && date > today ? futureDateMessage(label) : null;
}

/** A form's check of its dated fields against the user's today, as messages by field. */
export function futureDateErrors(dates: Record<string, string | null | undefined>, today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, date] of Object.entries(dates)) {
    const issue = futureDateIssue(date, today);
    if (issue) errors[field] = issue;
  }
  return errors;
}

/** The service's strict check: 400 with the rule's message when `date` is after today in `timeZone`. */
export function assertNotFuture(date: string | null | undefined, timeZone: string, at: Date = new Date()): void {
  const issue = futureDateIssue(date, localDateIn(timeZone, at));
  if (issue) throw ApiError.badRequest(issue);
}
