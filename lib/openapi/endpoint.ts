/**
 * One declaration per operation of the API: what the route wrapper enforces (path params and
 * their shape, query, body, who may call, plan, scope, shared area, limits) and what the
 * OpenAPI document says (summary, answers, examples) come from the same object.
 * `lib/openapi/paths/<domain>.ts` declares a domain's operations with `endpoint()`; a route
 * file binds one to its handler (`route(journalEndpoints.update, async (ctx) => ...)`,
 * `lib/api/handler.ts`), whose context is typed from it; `lib/openapi/document.ts` describes
 * every declaration but the internal ones.
 */
import * as z from "zod/mini";
import type { $ZodType, output } from "zod/v4/core";
import type { Feature } from "@/lib/billing/entitlements";
import type { ShareArea } from "@/lib/identity/share-areas";
import type { Access, HttpMethod, Operation, ResponseSpec } from "./operation";

/** The shape of a path segment: a row id, one of a fixed list of words, or a pattern (another service's ids). */
export type ParamShape = "uuid" | readonly string[] | RegExp;

/** The parameter names of an OpenAPI path: "/api/meals/{meal_id}/log" → "meal_id". */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

type Schema = $ZodType | undefined;

/** What a schema parses to; undefined for a route without one. */
export type Out<S> = S extends $ZodType ? output<S> : undefined;

/** The parsed input a plan choice reads. */
type Input<B, Q> = { body: Out<B>; query: Out<Q> };

/** A plan feature chosen by the input (written so any declaration fits a list of all of them). */
type FeatureChoice<B, Q> = { choose(input: Input<B, Q>): Feature | null }["choose"];

/** The route's rules, as the wrapper applies them before the handler runs. */
type Rules<B extends Schema, Q extends Schema> = {
  /**
   * `user`: any signed-in caller, a personal access token within its scope included (default);
   * `account`: account, sign-in and token management, which personal access tokens may not call
   * (403); `public`: no sign-in.
   */
  access: Access;
  /** The 404 detail of a path param of another shape, or of a handler that answers null. Default "Not found.". */
  notFound?: string;
  query?: Q;
  /** The JSON body, parsed before the handler runs (a signed-in route reads it once the caller is known). */
  body?: B;
  /**
   * A read of data a family member may share: `?member_id=` (taken out before the query schema
   * parses) names the member whose data is read, when they granted the caller this area; else
   * 404. `ctx.owner` is whose data the read returns.
   */
  sharedArea?: ShareArea;
  /** The plan feature the route needs (402 with a detail naming the plan), or a choice by input. */
  requires?: Feature | FeatureChoice<B, Q>;
  /** Whether the route changes anything (a `read` token is refused); default: any method but GET and HEAD. */
  writes?: boolean;
  /**
   * The largest body taken, in bytes: a JSON body, or the upload of a route that reads its own
   * (and an `Idempotency-Key` fingerprints). Default `API_MAX_BODY_BYTES` (1 MB).
   */
  maxBodyBytes?: number;
  /** The 413 detail of a body over `maxBodyBytes`. Default "Request body is too large.". */
  tooLarge?: string;
  /**
   * What a repeat with the same `Idempotency-Key` answers, in place of the first answer: for a
   * route whose answer holds a secret that must not be kept (a new token's).
   */
  keptAnswer?: () => Response;
  /**
   * The work waits on an outside service (AI, payments, mail, a product lookup): with an
   * `Idempotency-Key` it runs outside the key's transaction, so no database connection (nor
   * PGlite's one session) is held for the length of the call.
   */
  callsOutside?: boolean;
};

/** A path's params, each with its shape: required when the path has any. */
type ParamsOf<Path extends string> = [PathParams<Path>] extends [never]
  ? { params?: Record<string, never> }
  : {
      /**
       * Each path param's shape. A value of another shape names nothing the caller has: 404
       * with `notFound`. So does a handler that answers null: the row is not the caller's.
       */
      params: { [K in PathParams<Path>]: ParamShape };
    };

export type Declaration<B extends Schema, Q extends Schema, Path extends string, A extends Access> = Omit<
  Rules<B, Q>,
  "access"
> &
  ParamsOf<Path> & {
    method: HttpMethod;
    /** OpenAPI form, the route's folder with `{param}` for `[param]`: "/api/foods/{food_id}". */
    path: Path;
    summary: string;
    description?: string;
    tag: string;
    access?: A;
    /** The body's example in the document. */
    bodyExample?: unknown;
    /**
     * The body as the document shows it when the wrapper parses none or a looser one: an upload
     * the handler reads itself (`contentType` "multipart/form-data"), or the exact shapes of a
     * body whose path param chooses which one the service checks.
     */
    describedBody?: { schema: $ZodType; contentType?: string };
    /** Successful answers by status (one 2xx: the status of the handler's answer), and errors with a body of their own. */
    responses: Record<number, ResponseSpec>;
    /** Error statuses the service or the handler answers beyond the wrapper's, each `{ "detail": ... }`. */
    throws?: number[];
  };

declare const declared: unique symbol;

/**
 * A declared operation: only `endpoint()` and `internalEndpoint()` make one, and the route
 * wrappers take nothing else, so a route cannot be written without its declaration.
 */
export type Endpoint<
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends string = string,
  A extends Access = Access,
> = Readonly<Rules<B, Q>> & {
  readonly [declared]: true;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: A;
  readonly params: Readonly<Record<P, ParamShape>>;
  /** The status of a successful answer. */
  readonly status: number;
  /** What the OpenAPI document says of it; null for an internal route (Auth.js's, a webhook, a cron job). */
  readonly operation: Operation | null;
};

/** A row id in the path: anything else names nothing of the caller's (404). */
export const idParam = z.guid();

/** The document's schema of a path param's shape. */
function paramSchema(shape: ParamShape): $ZodType {
  if (shape === "uuid") return idParam;
  if (shape instanceof RegExp) return z.string().check(z.regex(shape));
  return z.enum(shape as [string, ...string[]]);
}

function successStatus(method: string, path: string, responses: Record<number, ResponseSpec>): number {
  const statuses = Object.keys(responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  if (statuses.length !== 1) throw new Error(`${method.toUpperCase()} ${path}: declare exactly one 2xx answer`);
  return statuses[0]!;
}

/**
 * A signed-in route's errors: 401 without a live sign-in; 400 for a body or query its schema
 * refuses; 413 for a body over the size limit; 403 for a cookie-borne write from another site;
 * 404 for a malformed or foreign id in the path or a member who shares nothing; 402 for a
 * feature the plan lacks; and what the declaration says its service adds.
 */
function signedInErrors(op: Omit<Operation, "errors">, requires: boolean, throws: number[]): number[] {
  const statuses = new Set([401, ...throws]);
  if (op.request?.body || op.request?.query) statuses.add(400);
  if (op.request?.body) statuses.add(413);
  if (op.method !== "get") statuses.add(403);
  if (op.request?.params || op.request?.sharedArea) statuses.add(404);
  if (requires) statuses.add(402);
  // a status the route answers with a body of its own is described among its responses
  for (const status of Object.keys(op.responses)) statuses.delete(Number(status));
  return [...statuses].sort((a, b) => a - b);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The document's view of a declaration. */
function operationOf(spec: Declaration<Schema, Schema, string, Access>, access: Access): Operation {
  const params = Object.entries(spec.params ?? {}) as [string, ParamShape][];
  const request = withoutUndefined({
    body: spec.describedBody?.schema ?? spec.body,
    bodyContentType: spec.describedBody?.contentType,
    query: spec.query,
    params: params.length ? Object.fromEntries(params.map(([name, shape]) => [name, paramSchema(shape)])) : undefined,
    example: spec.bodyExample,
    sharedArea: spec.sharedArea,
  });
  const op = withoutUndefined({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    description: spec.description,
    tag: spec.tag,
    access,
    request: Object.keys(request).length ? request : undefined,
    responses: spec.responses,
  }) as Omit<Operation, "errors">;
  const throws = spec.throws ?? [];
  const errors = access === "public" ? throws : signedInErrors(op, spec.requires !== undefined, throws);
  return { ...op, errors };
}

/** Declares an operation of the API, documented. */
export function endpoint<
  const Path extends string,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  A extends Access = "user",
>(spec: Declaration<B, Q, Path, A>): Endpoint<B, Q, PathParams<Path>, A> {
  const access: Access = spec.access ?? "user";
  const {
    method,
    path,
    summary: _summary,
    description: _description,
    tag: _tag,
    bodyExample: _example,
    describedBody: _described,
    responses,
    throws: _throws,
    params,
    ...rules
  } = spec;
  return {
    ...rules,
    method,
    path,
    access,
    params: params ?? {},
    status: successStatus(method, path, responses),
    operation: operationOf(spec as Declaration<Schema, Schema, string, Access>, access),
  } as unknown as Endpoint<B, Q, PathParams<Path>, A>;
}

/**
 * Declares a route no client of the API calls, left out of the document: Auth.js's own, the
 * Stripe webhook, a scheduler's job. It reads its request itself (or is public with no input).
 */
export function internalEndpoint<A extends Access = "public">(spec: {
  method: HttpMethod;
  path: string;
  /** What calls it, for the reader. */
  summary: string;
  access?: A;
}): Endpoint<undefined, undefined, never, A> {
  return {
    method: spec.method,
    path: spec.path,
    access: spec.access ?? "public",
    params: {},
    status: 200,
    operation: null,
  } as unknown as Endpoint<undefined, undefined, never, A>;
}
