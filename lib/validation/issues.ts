/**
 * What a failed parse says: one sentence for the API's `detail`, or one message per form field,
 * each naming its field by the label a person reads, never by the payload's key. Pure and free
 * of zod's runtime, so browser and server read issues the same way.
 */
import type { $ZodType, output } from "zod/v4/core";

type Issue = {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** zod's kind of problem and, for a value of the wrong type, the type it wanted. */
  readonly code?: string;
  readonly expected?: string;
};
type IssueList = { readonly issues: readonly Issue[] };

/** Field name to message; the key "" holds a problem of the whole payload ("Nothing to update"). */
export type FieldErrors = Record<string, string>;

// zod's own wording, which names no field and reads as a parser's: it is reworded with the field's label
const GENERIC = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

/** Payload fields whose label is not their name with spaces. */
const LABELS: Record<string, string> = {
  date_param: "Date",
  duration_hours: "Duration",
  duration_minutes: "Duration",
  meal_type: "Meal",
  taken_at: "Time taken",
};

/** The words a person reads for a payload field: "calories_burned" → "Calories burned". */
export function fieldLabel(field: PropertyKey): string {
  const name = String(field);
  const words = LABELS[name] ?? name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a value of the wrong type should have been, as a person says it. */
const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a set of fields",
};

/** The issue's message, or for zod's own wording a sentence that names the field by its label. */
export function issueMessage(issue: Issue): string {
  if (!GENERIC.test(issue.message)) return issue.message;
  const fields = issue.path.filter((key) => typeof key !== "number");
  if (fields.length === 0) return "The request is not valid";
  const label = fieldLabel(fields[fields.length - 1]!);
  const kind = issue.code === "invalid_type" && issue.expected ? KINDS[issue.expected] : undefined;
  // a list's item: the path ends with its index
  const item = typeof issue.path[issue.path.length - 1] === "number";
  if (kind) return item ? `${label} must hold only ${kind.replace(/^an? /, "")} values` : `${label} must be ${kind}`;
  return item ? `An item of ${label.toLowerCase()} is not valid` : `${label} is not valid`;
}

/** One readable sentence for the first problem, naming the field by its label. */
export function issueDetail(error: IssueList): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : "Invalid request.";
}

/** The first message for each top-level field. */
export function fieldErrors(error: IssueList): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "";
    errors[key] ??= issueMessage(issue);
  }
  return errors;
}

/** The Standard Schema interface every zod schema carries (standardschema.dev). */
type PathSegment = PropertyKey | { readonly key: PropertyKey };
type StandardIssue = { readonly message: string; readonly path?: readonly PathSegment[]; readonly code?: string };
type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly (StandardIssue & { readonly expected?: string })[] };
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
