/**
 * zod schemas to the document's JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): a
 * request is described as the client sends it (`io: "input"`, defaults optional), an answer
 * as the server sends it (`io: "output"`, no other fields). Schemas named in
 * `schema-names.ts` are collected into `components.schemas` and referenced.
 */
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { openApiSchemas } from "@/lib/answers/schema-names";

export type JsonSchema = { [key: string]: unknown };
export type Io = "input" | "output";

const COMPONENTS = "#/components/schemas/";

/** Replaces each `#/$defs/<id>` reference by the component it becomes. */
function withComponentRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withComponentRefs(v, names));
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
      const id = decodeURIComponent(v.slice("#/$defs/".length)).replaceAll("~1", "/").replaceAll("~0", "~");
      out.$ref = COMPONENTS + (names.get(id) ?? id);
    } else out[key] = withComponentRefs(v, names);
  }
  return out;
}

/** Converts schemas one at a time, gathering the named ones into one `components.schemas`. */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: $ZodType, io: Io): JsonSchema {
    const json = z.toJSONSchema(schema, {
      io,
      target: "draft-2020-12",
      unrepresentable: "any",
      metadata: openApiSchemas,
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    // a request's form of a named schema differs from the answer's (defaults, extra fields): its own name
    const names = new Map(Object.keys(defs).map((id) => [id, io === "input" ? `${id}Input` : id]));
    for (const [id, def] of Object.entries(defs))
      this.place(names.get(id)!, withComponentRefs(def, names) as JsonSchema);
    return withComponentRefs(root, names) as JsonSchema;
  }

  private place(name: string, def: JsonSchema): void {
    const known = this.components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Two different schemas are named "${name}" in the OpenAPI document.`);
    }
    this.components[name] = def;
  }
}
