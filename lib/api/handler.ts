/**
 * The one way to write a route handler: `route(declaration, handler)` binds an operation
 * declared in `lib/openapi/paths/` to its handler. The wrapper parses the input with the
 * declaration's zod schemas, resolves the user (bearer token or session cookie), applies the
 * declared rules (path param shapes, plan, scope, shared area, limits), calls the handler and
 * answers JSON. `jsonRead` is the exception for the hottest read: its service checks the
 * sign-in in its own SQL statement and answers JSON text built by Postgres. `plainRoute` binds
 * a declaration to a function that reads the request itself (liveness, the webhook). Every
 * failure becomes `{ "detail": ... }` with a fitting status; nothing leaks a stack.
 */
import "server-only";
import * as z from "zod/mini";
import { en } from "zod/locales";
import type { $ZodType } from "zod/v4/core";
import { getDb, openedDb, type Db } from "@/db/client";
import type { Credential, SignedInUser } from "@/lib/identity/sessions";
import { recordSharedRead } from "@/lib/identity/shared-reads";
import { checkAppSignIn, checkPersonalToken } from "@/lib/identity/api-access/caller-checks";
import { deleteAndRetire, idempotencyKeyOf, requestFingerprint } from "@/lib/http/idempotency";
import { runIdempotent } from "@/lib/http/idempotent-run";
import { clientIp } from "@/lib/http/client-ip";
import { assertCan } from "@/lib/billing/entitlements";
import { noteSignInUse } from "@/lib/identity/sign-in/last-use";
import { headerCredential, resolveRequestUser, sessionCookieCredential } from "@/lib/identity/sign-in/request-user";
import { env } from "@/lib/env";
import { type AccessEntry, logAccess, startAccess } from "@/lib/http/access-log";
import { BODY_TOO_LARGE, readBodyBytes, stopReading } from "@/lib/http/body-bytes";
import { INVALID_UTF8, strictUtf8 } from "@/lib/http/body-text";
import { ApiError } from "@/lib/errors/api-error";
import { isUuid } from "@/lib/validation/common";
import type { Endpoint, Out, ParamShape } from "@/lib/openapi/endpoint";
import type { Access } from "@/lib/openapi/operation";
import { type DataOwner, findGrantedOwner, ownData } from "@/lib/family/grants";
import type { ShareArea } from "@/lib/identity/share-areas";
import { issueDetail } from "@/lib/validation/issues";
import { errorResponse } from "@/lib/http/error-response";
import { badText } from "@/lib/validation/storable-text";

// the API's details for problems our schemas word no message for ("name: Invalid input: expected string")
z.config(en());

type Schema = $ZodType | undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** Who a route's handler sees as `ctx.user`: nobody on a public route. */
type UserOf<A extends Access> = A extends "public" ? null : SignedInUser;

export type Ctx<B, Q, P extends string, U> = {
  req: Request;
  db: Db;
  user: U;
  /** Whose data a read returns: the caller, or a member who shares the declared `sharedArea` with them. */
  owner: U extends null ? null : DataOwner;
  body: Out<B>;
  query: Out<Q>;
  params: Readonly<Record<P, string>>;
  ip: string;
};

/** A route export: the handler Next calls, carrying the operation it serves. */
export type RouteHandler = ((req: Request, context?: RouteContext) => Promise<Response>) & {
  readonly endpoint: Endpoint;
};

/** Any declaration, as the wrapper's inner steps read it. */
type AnyEndpoint = Endpoint<Schema, Schema, string, Access>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body limit of a route: its own, else the API's. */
function bodyLimit(endpoint: AnyEndpoint): number {
  return endpoint.maxBodyBytes ?? env().API_MAX_BODY_BYTES;
}

async function readJson(req: Request, maxBytes: number, tooLarge: string): Promise<{ value: unknown; text: string }> {
  const bytes = await readBodyBytes(req, maxBytes, tooLarge);
  // JSON is UTF-8 (RFC 8259): bad bytes are refused, never stored as U+FFFD
  const text = strictUtf8(bytes);
  if (text === null) throw ApiError.badRequest(INVALID_UTF8);
  if (text.trim() === "") throw ApiError.badRequest("Request body must be a JSON object.");
  try {
    return { value: JSON.parse(text), text };
  } catch {
    throw ApiError.badRequest("Request body must be valid JSON.");
  }
}

function parse<S extends $ZodType>(schema: S, value: unknown): z.output<S> {
  const textProblem = badText(value);
  if (textProblem) throw ApiError.badRequest(textProblem);
  const result = z.safeParse(schema, value);
  if (!result.success) throw ApiError.badRequest(issueDetail(result.error));
  return result.data;
}

/** Cookie-authenticated writes must come from our own pages (CSRF). */
function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (origin) {
    const allowed = new Set([new URL(req.url).origin, new URL(env().APP_URL).origin]);
    if (!allowed.has(origin)) throw ApiError.forbidden("Cross-site request refused.");
    return;
  }
  if (req.headers.get("sec-fetch-site") === "cross-site") throw ApiError.forbidden("Cross-site request refused.");
}

function fitsShape(value: string | undefined, shape: ParamShape): boolean {
  if (value === undefined) return false;
  if (shape === "uuid") return isUuid(value);
  return shape instanceof RegExp ? shape.test(value) : shape.includes(value);
}

/**
 * The same-origin check of a signed-in route, then the query, parsed; path params as strings;
 * `memberId`: a shared read's `member_id`.
 */
async function readInput(
  req: Request,
  context: RouteContext | undefined,
  endpoint: AnyEndpoint,
  signedIn: boolean,
): Promise<{ query: unknown; params: Record<string, string>; memberId?: string }> {
  const rawParams = (await context?.params) ?? {};
  const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  // a cookie-borne cross-site write is refused before anything else is read (no Bearer: browser session)
  if (signedIn && !req.headers.has("authorization")) assertSameOrigin(req);
  const searchParams = new URL(req.url).searchParams;
  const memberId = endpoint.sharedArea ? (searchParams.get("member_id") ?? undefined) : undefined;
  if (endpoint.sharedArea) searchParams.delete("member_id");
  const query = endpoint.query ? parse(endpoint.query, Object.fromEntries(searchParams)) : undefined;
  return { query, params, memberId };
}

/** The JSON body, parsed, with its text as sent (`rawBody`); read only once the caller is known. */
async function readBody(req: Request, endpoint: AnyEndpoint): Promise<{ body: unknown; rawBody?: string }> {
  if (!endpoint.body) return { body: undefined };
  const json = await readJson(req, bodyLimit(endpoint), endpoint.tooLarge ?? BODY_TOO_LARGE);
  return { body: parse(endpoint.body, json.value), rawBody: json.text };
}

/**
 * The access log line and the `{detail}` answer of any failure, around a handler. `headers`:
 * what every answer to the request carries, a failure's included (a token's rate limit).
 */
function serve(
  handle: (req: Request, context: RouteContext | undefined, access: AccessEntry, headers: Headers) => Promise<Response>,
) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    const access = startAccess(req);
    const headers = new Headers();
    let res: Response;
    try {
      res = await handle(req, context, access, headers);
    } catch (err) {
      res = errorResponse(err, `${access.method} ${access.path}`);
    }
    for (const [name, value] of headers) res.headers.set(name, value);
    return logAccess(access, res);
  };
}

const NO_STORE = { "Cache-Control": "no-store" };

/** Attaches its declaration to a route export (the tests read which operation answered from it). */
function declared(endpoint: AnyEndpoint, handler: (req: Request, context?: RouteContext) => Promise<Response>) {
  return Object.assign(handler, { endpoint }) as RouteHandler;
}

type AnyCtx = Ctx<Schema, Schema, string, SignedInUser | null>;

function build(endpoint: AnyEndpoint, fn: (ctx: AnyCtx) => Promise<unknown>): RouteHandler {
  const requireUser = endpoint.access !== "public";
  const hasParams = Object.keys(endpoint.params).length > 0;
  const respond = async (ctx: AnyCtx): Promise<Response> => {
    const result = await fn(ctx);
    if (result === null && hasParams) throw ApiError.notFound(endpoint.notFound);
    if (result instanceof Response) {
      result.headers.set("Cache-Control", "no-store");
      return result;
    }
    if (result === undefined || endpoint.status === 204) return new Response(null, { status: 204, headers: NO_STORE });
    return Response.json(result, { status: endpoint.status, headers: NO_STORE });
  };
  return declared(
    endpoint,
    serve(async (req, context, access, headers) => {
      const { query, params, memberId } = await readInput(req, context, endpoint, requireUser);
      const db = await getDb();
      let user: SignedInUser | null = null;
      if (requireUser) {
        user = await resolveRequestUser(db, req);
        if (!user) throw ApiError.unauthorized();
        access.userId = user.id;
        if (user.auth.kind === "pat") {
          const writes = endpoint.writes ?? !SAFE_METHODS.has(req.method);
          const routeAccess = endpoint.access === "account" ? "account" : "user";
          await checkPersonalToken(db, user, { access: routeAccess, writes }, headers);
        } else if (user.auth.kind === "bearer") {
          await checkAppSignIn(db, user.id, headers);
        }
      }
      // a signed-in route reads no byte of a body before it knows the caller
      const { body, rawBody } = await readBody(req, endpoint);
      for (const [name, shape] of Object.entries(endpoint.params)) {
        if (!fitsShape(params[name], shape)) throw ApiError.notFound(endpoint.notFound);
      }
      if (user) {
        const feature =
          typeof endpoint.requires === "function" ? endpoint.requires({ body, query }) : endpoint.requires;
        if (feature) assertCan(user, feature);
      }
      const owner = user ? await dataOwner(db, user, endpoint.sharedArea, memberId, access) : null;
      const ip = clientIp(req.headers);
      const ctx: AnyCtx = { req, db, user, owner, body, query, params, ip };
      const deleted = user && req.method === "DELETE" ? deletedRowId(endpoint.params, params) : undefined;
      if (user && deleted) return deleteAndRetire(db, user.id, deleted, () => respond(ctx));
      const key = user && req.method === "POST" ? idempotencyKeyOf(req) : null;
      if (!user || !key) return respond(ctx);
      const fingerprint = requestFingerprint(req, rawBody ?? (await unreadBody(req, endpoint)));
      return runIdempotent(db, {
        userId: user.id,
        key,
        fingerprint,
        work: (tx) => respond({ ...ctx, db: tx }),
        keptAnswer: endpoint.keptAnswer,
        callsOutside: endpoint.callsOutside,
      });
    }),
  );
}

/**
 * The caller's own data, or a member's who granted `area`: a member_id without a grant is 404.
 * A granted read is named in the access log line and recorded in the member's activity.
 */
async function dataOwner(
  db: Db,
  user: SignedInUser,
  area: ShareArea | undefined,
  memberId: string | undefined,
  access: AccessEntry,
): Promise<DataOwner> {
  if (!area || memberId === undefined) return ownData(user);
  const owner = isUuid(memberId) ? await findGrantedOwner(db, { viewerId: user.id, memberId, area }) : null;
  if (!owner) throw ApiError.notFound();
  access.shared = { ownerId: owner.id, area };
  await recordSharedRead(db, { via: "family", ownerId: owner.id, readerId: user.id, readerName: user.name, area });
  return owner;
}

/**
 * The body of a route that reads its own (an upload), read from a copy so the route still can;
 * up to the route's limit, like the route's own read.
 */
async function unreadBody(req: Request, endpoint: AnyEndpoint): Promise<Uint8Array> {
  if (endpoint.body) return new Uint8Array();
  try {
    return await readBodyBytes(req.clone(), bodyLimit(endpoint), endpoint.tooLarge ?? BODY_TOO_LARGE);
  } catch (err) {
    stopReading(req.body); // the other branch: the upload is not read on
    throw err;
  }
}

/** The row a DELETE removes: its path's last uuid parameter (the one before it names its parent). */
function deletedRowId(
  shapes: Readonly<Record<string, ParamShape>>,
  params: Record<string, string>,
): string | undefined {
  const names = Object.entries(shapes).filter(([, shape]) => shape === "uuid");
  const last = names.at(-1)?.[0];
  return last === undefined ? undefined : params[last];
}

/** What a signed-in JSON read answers: whose it is, and the JSON text as Postgres wrote it. */
export type JsonRead = { userId: string; json: string };

const JSON_NO_STORE = { ...NO_STORE, "Content-Type": "application/json" };

/**
 * A signed-in GET that checks the sign-in inside its own SQL statement, one round trip
 * instead of two: `ctx.user` is the request's credential, and `fn` answers null when that
 * matches no live sign-in (401, as for `route`). Written out rather than built on `serve`
 * and `readInput`: under Next every async call and await costs promise hooks
 * (AsyncLocalStorage), so this path awaits only the database (and a session cookie's
 * decoding). No path params. An app sign-in token's request counts against its owner's
 * budget once the read has named the owner (a refusal sends no data). A personal access
 * token, whose plan, scope and budget are checked per request, goes the ordinary way instead,
 * as does a read of a family member's data (`member_id`, with `sharedArea`): `forUser`
 * answers its JSON text for `ctx.owner`.
 */
export function jsonRead<Q extends Schema>(
  endpoint: Endpoint<undefined, Q, never, "user">,
  fn: (ctx: { req: Request; db: Db; user: Credential; query: Out<Q> }) => Promise<JsonRead | null>,
  forUser: (ctx: Ctx<undefined, Q, never, SignedInUser>) => Promise<string>,
): RouteHandler {
  const viaToken = route(endpoint, async (ctx) => new Response(await forUser(ctx), { headers: JSON_NO_STORE }));
  return declared(endpoint, async (req: Request): Promise<Response> => {
    const fromHeader = headerCredential(req);
    // a member's shared data needs the grant checked: the ordinary way too
    if (fromHeader?.kind === "pat" || (endpoint.sharedArea && req.url.includes("member_id"))) return viaToken(req);
    const access = startAccess(req);
    const headers = new Headers();
    let res: Response;
    try {
      const query = (
        endpoint.query ? parse(endpoint.query, Object.fromEntries(new URL(req.url).searchParams)) : undefined
      ) as Out<Q>;
      const credential = fromHeader !== undefined ? fromHeader : await sessionCookieCredential(req.headers);
      if (!credential) throw ApiError.unauthorized();
      const db = openedDb() ?? (await getDb());
      const read = await fn({ req, db, user: credential, query });
      if (!read) throw ApiError.unauthorized();
      noteSignInUse(db, credential);
      access.userId = read.userId;
      if (credential.kind === "bearer") await checkAppSignIn(db, read.userId, headers);
      res = new Response(read.json, { headers: JSON_NO_STORE });
    } catch (err) {
      res = errorResponse(err, `${access.method} ${access.path}`);
    }
    for (const [name, value] of headers) res.headers.set(name, value);
    return logAccess(access, res);
  });
}

/**
 * The route of a declared operation: the handler gets the input the declaration names,
 * parsed (`body`, `query`, `params`), the caller (`user`; null on a public route) and whose
 * data it reads (`owner`). Its answer is the declared success status with the value as JSON
 * (undefined: 204), or a Response of its own; null on a route with path params is a 404.
 */
export function route<B extends Schema, Q extends Schema, P extends string, A extends Access>(
  endpoint: Endpoint<B, Q, P, A>,
  fn: (ctx: Ctx<B, Q, P, UserOf<A>>) => Promise<unknown>,
): RouteHandler {
  return build(endpoint as unknown as AnyEndpoint, fn as unknown as (ctx: AnyCtx) => Promise<unknown>);
}

/**
 * A declared operation whose function reads the request itself and answers on its own
 * (liveness, readiness, the document, the Stripe webhook, Auth.js): nothing is parsed or checked
 * for it.
 */
export function plainRoute<F extends (...args: never[]) => Promise<Response> | Response>(
  endpoint: Endpoint<undefined, undefined, string, Access>,
  fn: F,
): F & { readonly endpoint: Endpoint } {
  return Object.assign(fn, { endpoint: endpoint as unknown as AnyEndpoint });
}
