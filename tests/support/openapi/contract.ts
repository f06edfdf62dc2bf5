/**
 * The contract test: every answer the API tests get through `call()` (and the file
 * downloads) is checked against GET /api/openapi.json's document: its status must be one the
 * operation lists, its content type one the status lists, and its JSON body must validate
 * against the status's schema (ajv, draft 2020-12). A mismatch throws, failing the test that
 * made the call with the operation, the status and ajv's errors.
 *
 * Which operation answered is read from the handler itself: the route modules the test file
 * imports (directly or through its local helpers) are loaded, and each exported method's
 * function names its route. A handler that is not a route export (a test's own handler, or a
 * wrapper called without a path) is counted, not checked.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { OpenApiDocument } from "@/lib/openapi/document";
import { contractStats } from "./contract-stats";
import { ROOT, isInternalPath, openApiPathOf, routeFiles } from "./route-files";

type Route = { method: string; path: string };
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

let loaded: Promise<{ doc: OpenApiDocument; ajv: Ajv2020 }> | undefined;

/** JSON Schema references into components, as ajv finds them. */
function forAjv<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`)) as T;
}

function load() {
  loaded ??= import("@/lib/openapi/document").then(({ buildOpenApiDocument }) => {
    const doc = buildOpenApiDocument();
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    ajv.addSchema(forAjv({ $id: COMPONENTS_ID, $defs: doc.components.schemas }));
    return { doc, ajv };
  });
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

const routeOfHandler = new Map<unknown, Route>();
const learned = new Set<string>();
const sourcesSeen = new Set<string>();
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function resolveLocal(spec: string, fromFile: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(fromFile), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// a route module imported by a computed name (`import(\`@/app/api/${dir}/route\`)`)
const DYNAMIC_ROUTE_IMPORT = /\bimport\s*\(\s*`[^`]*app\/api\//;

/**
 * The route files a test file reaches through its imports and those of the test helpers it
 * imports; all of them when one of those imports a route by a computed name.
 */
function routeModulesOf(testFile: string): string[] {
  const routes: string[] = [];
  const queue = [testFile];
  const testsDir = path.join(ROOT, "tests") + path.sep;
  const apiDir = path.join(ROOT, "app", "api") + path.sep;
  while (queue.length) {
    const file = queue.pop()!;
    if (sourcesSeen.has(file)) continue;
    sourcesSeen.add(file);
    const source = readFileSync(file, "utf8");
    // the internal routes (Auth.js, the webhook, cron) answer nothing the document describes;
    // Auth.js's module also needs what a test may mock away
    if (DYNAMIC_ROUTE_IMPORT.test(source))
      return routeFiles()
        .filter((r) => !isInternalPath(r.path))
        .map((r) => r.file);
    for (const m of source.matchAll(IMPORT)) {
      const target = resolveLocal(m[1]!, file);
      if (!target) continue;
      if (target.startsWith(apiDir) && path.basename(target) === "route.ts") routes.push(target);
      else if (target.startsWith(testsDir)) queue.push(target);
    }
  }
  return routes;
}

async function learnRoutes(files: string[]): Promise<void> {
  for (const file of files) {
    if (learned.has(file)) continue;
    learned.add(file);
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === "function") {
        routeOfHandler.set(mod[method], { method: method.toLowerCase(), path: openApiPathOf(file) });
      }
    }
  }
}

let pathPatterns: { route: Route; pattern: RegExp }[] | undefined;

/** A request sent to a real path ("/api/health") names its route even through a wrapper. */
function routeByRequestPath(method: string, pathname: string): Route | null {
  pathPatterns ??= routeFiles().flatMap(({ path: p, methods }) =>
    methods.map((m) => ({
      route: { method: m.toLowerCase(), path: p },
      pattern: new RegExp(`^${p.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
    })),
  );
  const lower = method.toLowerCase();
  return pathPatterns.find(({ route, pattern }) => route.method === lower && pattern.test(pathname))?.route ?? null;
}

async function identify(handler: unknown, req: Request): Promise<Route | null> {
  if (!routeOfHandler.has(handler)) {
    const testFile = expect.getState().testPath;
    if (testFile) await learnRoutes(routeModulesOf(testFile));
  }
  const known = routeOfHandler.get(handler);
  if (known) return known;
  const pathname = new URL(req.url).pathname;
  return pathname === DEFAULT_PATH ? null : routeByRequestPath(req.method, pathname);
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
  if (isInternalPath(route.path)) return;
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
