/**
 * The contract test: every answer the API tests get through `call()` (and the file
 * downloads) is checked against GET /api/openapi.json's document: its status must be one the
 * operation lists, its content type one the status lists, and its JSON body must validate
 * against the status's schema (ajv, draft 2020-12). A mismatch throws, failing the test that
 * made the call with the operation, the status and ajv's errors.
 *
 * Which operation answered is read from the handler itself: every route export carries the
 * declaration it binds (`lib/api/handler.ts`), whose method and path name the operation. A
 * handler wrapped by a test is named by the request's path; a handler that binds no route's
 * declaration (a test's own) is counted, not checked.
 */
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Endpoint } from "@/lib/openapi/endpoint";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { contractStats } from "./contract-stats";

type Json = Record<string, unknown>;
export type Answer = { status: number; headers: Headers; body: string | Uint8Array };

const PARTIAL = process.env.VITALOG_CONTRACT_PARTIAL === "1";
const DEFAULT_PATH = "/api/test";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const COMPONENTS_ID = "https://vitalog.invalid/openapi-components.json";

export class ContractError extends Error {
  override name = "ContractError";
}

// ── the document and its validators, once per test file ──

let loaded: Promise<{ doc: OpenApiDocument; ajv: Ajv2020; routes: ReadonlySet<Endpoint> }> | undefined;

/** JSON Schema references into components, as ajv finds them. */
function forAjv<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;
}

function load() {
  loaded ??= Promise.all([import("@/lib/openapi/document"), import("@/lib/openapi/paths")]).then(
    ([{ buildOpenApiDocument }, { allEndpoints }]) => {
      const doc = buildOpenApiDocument();
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats(ajv);
      ajv.addSchema(forAjv({ $id: COMPONENTS_ID, $defs: doc.components.schemas }));
      return { doc, ajv, routes: new Set(allEndpoints) };
    },
  );
  return loaded;
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(ajv: Ajv2020, key: string, schema: Json): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(forAjv(schema));
    validators.set(key, validate);
  }
  return validate;
}

// ── which route answered ──

let pathPatterns: { endpoint: Endpoint; pattern: RegExp }[] | undefined;

/** A request sent to a real path ("/api/health") names its route even through a wrapper. */
function routeByRequestPath(routes: ReadonlySet<Endpoint>, method: string, pathname: string): Endpoint | null {
  pathPatterns ??= [...routes].map((endpoint) => ({
    endpoint,
    pattern: new RegExp(`^${endpoint.path.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));
  const lower = method.toLowerCase();
  return (
    pathPatterns.find(({ endpoint, pattern }) => endpoint.method === lower && pattern.test(pathname))?.endpoint ?? null
  );
}

async function identify(handler: unknown, req: Request): Promise<Endpoint | null> {
  const { routes } = await load();
  const declared = (handler as { endpoint?: Endpoint } | null)?.endpoint;
  if (declared && routes.has(declared)) return declared;
  const pathname = new URL(req.url).pathname;
  return pathname === DEFAULT_PATH ? null : routeByRequestPath(routes, req.method, pathname);
}

// ── the check ──

function resolveResponse(doc: OpenApiDocument, response: Json | undefined): Json | undefined {
  const ref = response?.$ref;
  if (typeof ref !== "string") return response;
  return doc.components.responses[ref.replace("#/components/responses/", "")];
}

const excerpt = (text: string) => (text.length > 600 ? `${text.slice(0, 600)}…` : text);

/** Checks one answer of `handler` to `req`; throws a ContractError when the document does not describe it. */
export async function checkAnswer(handler: unknown, req: Request, answer: Answer): Promise<void> {
  if (!METHODS.includes(req.method)) return;
  const route = await identify(handler, req);
  if (!route) {
    contractStats.notRoutes += 1;
    return;
  }
  // the internal routes (Auth.js, the webhook, cron) answer nothing the document describes
  if (!route.operation) return;
  const { doc, ajv } = await load();
  const name = `${route.method.toUpperCase()} ${route.path}`;
  const op = doc.paths[route.path]?.[route.method] as Json | undefined;
  if (!op) {
    if (PARTIAL) {
      contractStats.undocumented.add(name);
      return;
    }
    throw new ContractError(`contract: ${name} has no operation in openapi.json (lib/openapi/paths).`);
  }
  const responses = op.responses as Record<string, Json>;
  const response = resolveResponse(doc, responses[String(answer.status)]);
  if (!response) {
    throw new ContractError(
      `contract: ${name} answered ${answer.status}, which openapi.json does not list for it ` +
        `(it lists ${Object.keys(responses).join(", ")}).`,
    );
  }
  const text = typeof answer.body === "string" ? answer.body : null;
  const size = typeof answer.body === "string" ? answer.body.length : answer.body.byteLength;
  const content = response.content as Record<string, Json> | undefined;
  if (!content) {
    if (size > 0)
      throw new ContractError(`contract: ${name} answered ${answer.status} with a body; openapi.json documents none.`);
  } else {
    const type = (answer.headers.get("content-type") ?? "").split(";")[0]!.trim();
    const media = content[type];
    if (!media) {
      throw new ContractError(
        `contract: ${name} answered ${answer.status} as "${type}"; openapi.json documents ${Object.keys(content).join(", ")}.`,
      );
    }
    if (media.schema) {
      const body = text ?? new TextDecoder().decode(answer.body as Uint8Array);
      let value: unknown;
      try {
        value = JSON.parse(body);
      } catch {
        throw new ContractError(
          `contract: ${name} answered ${answer.status} with a body that is not JSON: ${excerpt(body)}`,
        );
      }
      const validate = validatorFor(ajv, `${name} ${answer.status} ${type}`, media.schema as Json);
      if (!validate(value)) {
        const errors = (validate.errors ?? [])
          .map((e) => `  ${e.instancePath || "(body)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`)
          .join("\n");
        throw new ContractError(
          `contract: ${name} answered ${answer.status} with a body that does not match openapi.json:\n${errors}\nbody: ${excerpt(body)}`,
        );
      }
    }
  }
  contractStats.checked += 1;
  contractStats.operations.add(name);
}
