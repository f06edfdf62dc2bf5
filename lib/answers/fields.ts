/**
 * Field shapes the API's answers share, for the response schemas beside each domain
 * (`lib/<domain>/responses.ts`): the OpenAPI document is generated from those, and the
 * contract tests hold every real answer to them.
 */
import * as z from "zod/mini";
import { TIME_PATTERN } from "@/lib/validation/common";

/** A row's id, as the database makes them. */
export const rowId = z.uuid();

/** A local calendar date, YYYY-MM-DD. */
export const localDate = z.iso.date();

/** A time of day, HH:MM on a 24-hour clock. */
export const timeOfDay = z.string().check(z.regex(TIME_PATTERN));

/** A moment, as JSON writes a timestamp (ISO 8601 in UTC). */
export const timestamp = z.iso.datetime({ offset: true });

/** What a delete answers: a sentence saying it is done. */
export const confirmationSchema = z.object({ detail: z.string() });
