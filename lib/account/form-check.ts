/**
 * How the account's forms check what they hold: the form's own rules (a date of birth, units
 * before conversion, a password typed twice) and the payload with the route's own schema, every
 * message at once, so each input shows the words the API would use.
 */
import type { $ZodType } from "zod/v4/core";
import { validate, type FieldErrors } from "@/lib/validation/issues";
import { imperialSchema, type Range } from "./schema";

/** Each message, and the payload when there is none. */
export type Checked<P> = { errors: FieldErrors; payload: P | null };

/** A number as a form sends it: an empty box is undefined, text that is no number is NaN. */
export function formNumber(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/** Runs every check; a field's first message wins. */
export function checkForm<P>(payload: P, checks: readonly (readonly [schema: $ZodType, value: unknown])[]): Checked<P> {
  const errors: FieldErrors = {};
  for (const [schema, value] of checks) {
    const result = validate(schema, value);
    if (!result.ok) for (const [field, message] of Object.entries(result.errors)) errors[field] ??= message;
  }
  return { errors, payload: Object.keys(errors).length === 0 ? payload : null };
}

/** Imperial height and weights as typed, checked in the user's units (`feet`: the form's range of feet). */
export function imperialCheck(feet: Range, typed: { feet: string; inches: string; current: string; goal: string }) {
  const values = {
    feet: formNumber(typed.feet),
    inches: formNumber(typed.inches),
    current_weight_lbs: formNumber(typed.current),
    goal_weight_lbs: formNumber(typed.goal),
  };
  return [imperialSchema(feet), values] as const;
}
