/** What the questionnaire forms check before sending: each item's message beside its question. */
import type { $ZodType } from "zod/v4/core";
import { formNumber } from "@/lib/validation/common";
import { validate as validateFields, type FieldErrors } from "@/lib/validation/issues";

export { formNumber };

/** The answers' problems by item id (none: an empty object), in the API's words. */
export function validate(schema: $ZodType, answers: unknown): FieldErrors {
  const checked = validateFields(schema, answers);
  return checked.ok ? {} : checked.errors;
}
