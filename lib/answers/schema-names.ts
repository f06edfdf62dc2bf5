/**
 * The document's own metadata of zod schemas: the name a schema is written under in
 * `components.schemas` (then referenced by every operation that uses it) and descriptions of
 * fields. A registry of its own, so the document reads nothing the app registers elsewhere.
 */
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";

export type SchemaMeta = { id?: string; description?: string };

export const openApiSchemas = z.registry<SchemaMeta>();

/** Writes `schema` once as `components.schemas[id]`; operations reference it. */
export function named<S extends $ZodType>(id: string, schema: S, description?: string): S {
  openApiSchemas.add(schema, description ? { id, description } : { id });
  return schema;
}

/** A description of a field or schema made for the document (pass a schema of its own, not a shared one). */
export function described<S extends $ZodType>(schema: S, description: string): S {
  openApiSchemas.add(schema, { ...openApiSchemas.get(schema), description });
  return schema;
}

/** The body of every error answer of the API. */
export const errorBody = named(
  "Error",
  z.object({ detail: described(z.string(), "What went wrong, in words a person can read.") }),
  "An error answer: its status says what kind, `detail` says what happened.",
);
