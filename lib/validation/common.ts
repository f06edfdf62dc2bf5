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
 * A number typed into a form or sent by a client: "<label> is required" when it is missing (a
 * form sends an empty field as undefined), "<label> must be a number" when it is not a finite
 * one. `required` words the missing case where "is" reads wrong ("Calories are required").
 */
export function numberSchema(label: string, { required = `${label} is required` } = {}) {
  return z.number({ error: (issue) => (issue.input === undefined ? required : `${label} must be a number`) });
}

/** "<label> must be at most <max> characters": the one wording of a length limit. */
export function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max.toLocaleString("en-US")} characters`;
}

/** Text that must be there: trimmed, "<label> is required" (or `required`) when blank, at most `max` characters. */
export function requiredText(label: string, max: number, { required = `${label} is required` } = {}) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong(label, max)));
}

/** Text that may be left out: trimmed, at most `max` characters; blank, null or missing is stored as null. */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullish(z.string({ error: `${label} must be text` }).check(z.trim(), z.maxLength(max, tooLong(label, max)))),
    z.transform((v) => v || null),
  );
}

/**
 * A number field's text as a number, or null when blank or not a number. A decimal comma reads
 * as a point ("2,5" is 2.5); exponents and stray characters do not read.
 */
export function readNumber(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (s === "" || !/^-?\d*\.?\d+$|^-?\d+\.$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * What a form sends for a number field: undefined when blank (the schema's "is required", or the
 * API's default for an optional field), NaN when it is no number (the schema's "must be a number").
 */
export function formNumber(text: string): number | undefined {
  return text.trim() === "" ? undefined : (readNumber(text) ?? Number.NaN);
}
