/**
 * What a failed parse says: one sentence for the API's `detail`, or one message per form field.
 * Pure and free of zod's runtime, so browser and server read issues the same way.
 */
import type { $ZodType, output } from "zod/v4/core";

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
type IssueList = { readonly issues: readonly Issue[] };

/** Field name to message; the key "" holds a problem of the whole payload ("Nothing to update"). */
export type FieldErrors = Record<string, string>;

// zod's own wording names no field: the API's detail then starts with the field's path
const GENERIC = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** One readable sentence for the first problem, naming the field where the message does not. */
export function issueDetail(error: IssueList): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request.";
  const field = issue.path.map(String).join(".");
  return field && GENERIC.test(issue.message) ? `${field}: ${issue.message}` : issue.message;
}

/** The first message for each top-level field. */
export function fieldErrors(error: IssueList): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The Standard Schema interface every zod schema carries (standardschema.dev). */
type PathSegment = PropertyKey | { readonly key: PropertyKey };
type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string; readonly path?: readonly PathSegment[] }[] };
type StandardSchema<T> = {
  readonly "~standard": { validate(value: unknown): StandardResult<T> | Promise<StandardResult<T>> };
};

export type Validation<S extends $ZodType> = { ok: true; data: output<S> } | { ok: false; errors: FieldErrors };

/**
 * Parses `value` with `schema`, answering the data or the errors per field. Through the schema's
 * own Standard Schema interface, so a page that validates nothing loads none of zod's parser.
 */
export function validate<S extends $ZodType>(schema: S, value: unknown): Validation<S> {
  const result = (schema as unknown as StandardSchema<output<S>>)["~standard"].validate(value);
  if (result instanceof Promise) throw new Error("validate() takes synchronous schemas only");
  if (!result.issues) return { ok: true, data: result.value };
  return { ok: false, errors: fieldErrors({ issues: result.issues.map((i) => ({ ...i, path: keysOf(i.path) })) }) };
}

function keysOf(path: readonly PathSegment[] | undefined): PropertyKey[] {
  return (path ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment));
}

/** Each message, and the payload when there is none. */
export type Checked<P> = { errors: FieldErrors; payload: P | null };

/**
 * Runs several checks of one form at once (the route's schema on the payload, and rules on what
 * the form holds but does not send: a password typed twice, units before conversion); a field's
 * first message wins, and the payload comes back only when nothing was refused.
 */
export function checkAll<P>(payload: P, checks: readonly (readonly [schema: $ZodType, value: unknown])[]): Checked<P> {
  const errors: FieldErrors = {};
  for (const [schema, value] of checks) {
    const result = validate(schema, value);
    if (!result.ok) for (const [field, message] of Object.entries(result.errors)) errors[field] ??= message;
  }
  return { errors, payload: Object.keys(errors).length === 0 ? payload : null };
}
