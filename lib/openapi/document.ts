/**
 * The OpenAPI 3.1 document of the API, built from the operations each domain declares in
 * `paths/` (the declarations its routes bind): their zod schemas become JSON Schema (requests as sent, answers as answered),
 * every error status answers the `Error` component, and the shared headers, parameters and
 * security schemes are written once under `components`.
 */
import packageJson from "@/package.json";
import { DESCRIPTION, HEADERS, PARAMETERS, RATE_LIMIT_HEADERS, SECURITY_SCHEMES, SIGNED_IN } from "./conventions";
import { ERROR_EXAMPLES, ERROR_STATUSES, errorStatusesOf, type ErrorStatus } from "./error-statuses";
import { SchemaConverter, type JsonSchema } from "./json-schema";
import type { Operation, ResponseSpec } from "./operation";
import { allOperations } from "./paths";
import { errorBody } from "@/lib/answers/schema-names";

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

const JSON_TYPE = "application/json";
const PATH_PARAM = /\{([^}]+)\}/g;
const ACCOUNT_NOTE = "Personal access tokens are refused (403): this needs the app's own sign-in.";

const pascal = (word: string) =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** "delete /api/sessions/{session_id}" → "deleteSessionsBySessionId": stable, and unique as method and path are. */
export function operationIdOf(op: Pick<Operation, "method" | "path">): string {
  const segments = op.path.replace(/^\/api\//, "").split("/");
  return op.method + segments.map((s) => (s.startsWith("{") ? `By${pascal(s)}` : pascal(s))).join("");
}

const errorResponseRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/${ERROR_STATUSES[status].name}` });

function errorResponses(errorSchema: JsonSchema): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [code, { name, description }] of Object.entries(ERROR_STATUSES)) {
    const status = Number(code) as ErrorStatus;
    const response: JsonSchema = {
      description,
      content: { [JSON_TYPE]: { schema: errorSchema, example: { detail: ERROR_EXAMPLES[status] } } },
    };
    if (status === 429)
      response.headers = { "Retry-After": { $ref: "#/components/headers/Retry-After" }, ...RATE_LIMIT_HEADERS };
    out[name] = response;
  }
  return out;
}

function parameters(op: Operation, schemas: SchemaConverter): JsonSchema[] {
  const out: JsonSchema[] = [];
  const declared = op.request?.params ?? {};
  const inPath = [...op.path.matchAll(PATH_PARAM)].map((m) => m[1]!);
  for (const name of Object.keys(declared)) {
    if (!inPath.includes(name)) throw new Error(`${op.method} ${op.path}: path parameter ${name} is not in the path`);
  }
  for (const name of inPath) {
    const schema = declared[name] ? schemas.convert(declared[name], "input") : { type: "string" };
    out.push({ name, in: "path", required: true, schema });
  }
  if (op.request?.query) {
    const query = schemas.convert(op.request.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      const { description, ...rest } = schema;
      out.push({
        name,
        in: "query",
        required: required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      });
    }
  }
  if (op.request?.sharedArea) {
    out.push({
      name: "member_id",
      in: "query",
      required: false,
      description:
        `A family member's user id: their data instead of the caller's, read-only, when they let the caller view ` +
        `their ${op.request.sharedArea}; 404 otherwise, as for another user's data.`,
      schema: { type: "string", format: "uuid" },
    });
  }
  if (op.access !== "public" && op.method === "post") out.push({ $ref: "#/components/parameters/IdempotencyKey" });
  return out;
}

function requestBody(op: Operation, schemas: SchemaConverter): JsonSchema | undefined {
  const body = op.request?.body;
  if (!body) return undefined;
  const media: JsonSchema = { schema: schemas.convert(body, "input") };
  if (op.request?.example !== undefined) media.example = op.request.example;
  return { required: true, content: { [op.request?.bodyContentType ?? JSON_TYPE]: media } };
}

function successResponse(op: Operation, spec: ResponseSpec, schemas: SchemaConverter): JsonSchema {
  const response: JsonSchema = { description: spec.description };
  if (op.access === "user") response.headers = RATE_LIMIT_HEADERS;
  if (spec.schema) {
    const media: JsonSchema = { schema: schemas.convert(spec.schema, "output") };
    if (spec.example !== undefined) media.example = spec.example;
    const type = typeof spec.contentType === "string" ? spec.contentType : JSON_TYPE;
    response.content = { [type]: media };
  } else if (spec.contentType) {
    const types: readonly string[] = typeof spec.contentType === "string" ? [spec.contentType] : spec.contentType;
    // a file: its bytes, no JSON Schema to describe them
    response.content = Object.fromEntries(types.map((t) => [t, {}]));
  }
  return response;
}

function operationObject(op: Operation, schemas: SchemaConverter): JsonSchema {
  const description =
    op.access === "account" ? [op.description, ACCOUNT_NOTE].filter(Boolean).join("\n\n") : op.description;
  const responses: JsonSchema = {};
  for (const [status, spec] of Object.entries(op.responses)) responses[status] = successResponse(op, spec, schemas);
  // an error the operation describes itself (a body beyond `{detail}`) keeps its own schema
  for (const status of errorStatusesOf(op)) responses[status] ??= errorResponseRef(status);
  const out: JsonSchema = {
    operationId: operationIdOf(op),
    summary: op.summary,
    ...(description ? { description } : {}),
    tags: [op.tag],
  };
  if (op.access === "public") out.security = [];
  const params = parameters(op, schemas);
  if (params.length) out.parameters = params;
  const body = requestBody(op, schemas);
  if (body) out.requestBody = body;
  out.responses = responses;
  return out;
}

/** The whole document; `operations` defaults to every domain's. */
export function buildOpenApiDocument(operations: readonly Operation[] = allOperations): OpenApiDocument {
  const schemas = new SchemaConverter();
  const errorSchema = schemas.convert(errorBody, "output");
  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`${op.method.toUpperCase()} ${op.path} is listed twice`);
    item[op.method] = operationObject(op, schemas);
    if (!tags.includes(op.tag)) tags.push(op.tag);
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0",
    info: { title: "vitalog API", version: packageJson.version, description: DESCRIPTION },
    tags: tags.map((name) => ({ name })),
    security: SIGNED_IN,
    paths: sortedPaths,
    components: {
      schemas: schemas.components,
      responses: errorResponses(errorSchema),
      headers: HEADERS,
      parameters: PARAMETERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
