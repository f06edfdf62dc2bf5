/**
 * The one way to write a route handler: parse the input with the domain's zod schema,
 * resolve the user (bearer token or session cookie), call the service, and answer JSON.
 * `signedInJsonRead` is the exception for the hottest read: its service checks the sign-in
 * in its own SQL statement and answers JSON text built by Postgres. Every failure becomes
 * `{ "detail": ... }` with a fitting status; nothing leaks a stack.
 */
import "server-only";
import * as z from "zod/mini";
import { en } from "zod/locales";
import type { $ZodType, output } from "zod/v4/core";
import { getDb, openedDb, type Db } from "@/db/client";
import type { Credential, SignedInUser } from "@/lib/account/sessions";
import { recordSharedRead } from "@/lib/account/shared-reads";
import { checkAppSignIn, checkPersonalToken } from "@/lib/api-access/caller-checks";
import { deleteAndRetire, idempotencyKeyOf, requestFingerprint } from "@/lib/api-access/idempotency";
import { runIdempotent } from "@/lib/api-access/idempotent-run";
import { clientIp } from "@/lib/auth/client-ip";
import { assertCan, type Feature } from "@/lib/billing/entitlements";
import { noteSignInUse } from "@/lib/auth/last-use";
import { headerCredential, resolveRequestUser, sessionCookieCredential } from "@/lib/auth/request-user";
import { env } from "@/lib/env";
import { type AccessEntry, logAccess, startAccess } from "@/lib/http/access-log";
import { describeError, log } from "@/lib/log";
import { BODY_TOO_LARGE, readBodyBytes, stopReading } from "./body-bytes";
import { INVALID_UTF8, strictUtf8 } from "./body-text";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, isDatabaseTimeout, isDatabaseUnavailable } from "./db-errors";
import { ApiError } from "./errors";
import { noteDatabaseUnavailable } from "@/lib/server/database-gate";
import { isUuid } from "@/lib/validation/common";
import { type DataOwner, findGrantedOwner, ownData } from "@/lib/family/grants";
import type { ShareArea } from "@/lib/sharing/areas";
import { issueDetail } from "@/lib/validation/issues";

// the API's details for problems our schemas word no message for ("name: Invalid input: expected string")
z.config(en());

type Schema = $ZodType;
type Out<S> = S extends $ZodType ? output<S> : undefined;
type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** The shape of a path segment: a row id, one of a fixed list of words, or a pattern (another service's ids). */
type ParamShape = "uuid" | readonly string[] | RegExp;

type Options<B, Q> = {
  body?: B;
  query?: Q;
  /** Status of a successful answer. Default 200. */
  status?: number;
  /**
   * Path params and their shape. A value of another shape names nothing the caller has: 404
   * with `notFound`. So does a handler that answers null: the row is not the caller's.
   */
  params?: Record<string, ParamShape>;
  /** The 404 detail of such a route. Default "Not found.". */
  notFound?: string;
  /** The plan feature the route needs (402 with a detail naming the plan), or a choice by input. */
  requires?: Feature | ((input: { body: Out<B>; query: Out<Q> }) => Feature | null);
  /** `account`: account, sign-in and token management, which personal access tokens may not call (403). */
  access?: "user" | "account";
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
  /**
   * A read of data a family member may share: `?member_id=` (taken out before the query schema
   * parses) names the member whose data is read, when they granted the caller this area; else
   * 404. `ctx.owner` is whose data the read returns.
   */
  sharedArea?: ShareArea;
};

export type Ctx<B, Q, U> = {
  req: Request;
  db: Db;
  user: U;
  /** Whose data a read returns: the caller, or a member who shares `sharedArea` with them. */
  owner: U extends null ? null : DataOwner;
  body: Out<B>;
  query: Out<Q>;
  params: Record<string, string>;
  ip: string;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The body limit of a route: its own, else the API's. */
function bodyLimit(opts: { maxBodyBytes?: number }): number {
  return opts.maxBodyBytes ?? env().API_MAX_BODY_BYTES;
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

/**
 * Postgres text cannot hold U+0000, and its json type refuses a lone surrogate (pg would
 * also turn one into U+FFFD in text): refuse both in any string of a body or query, else a
 * 500 or a silently changed value.
 */
export function badText(value: unknown): string | null {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return "Text must not contain the NUL character (\\u0000).";
      if (!v.isWellFormed()) return "Text must be valid Unicode (a lone surrogate was sent).";
    } else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) stack.push(k, x);
    }
  }
  return null;
}

function parse<S extends Schema>(schema: S, value: unknown): z.output<S> {
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

export function errorResponse(err: unknown, where: string): Response {
  if (err instanceof ApiError) return err.toResponse();
  if (isDatabaseUnavailable(err)) {
    noteDatabaseUnavailable(); // pages answer 503 too until the database answers again
    log.error("database unavailable", { where, error: describeError(err) });
    return ApiError.unavailable(DATABASE_UNAVAILABLE).toResponse();
  }
  if (isDatabaseTimeout(err)) {
    log.error("database time limit reached", { where, error: describeError(err) });
    return ApiError.unavailable(DATABASE_BUSY).toResponse();
  }
  log.error("unexpected error", { where, error: describeError(err) });
  return new ApiError(500, "Something went wrong on our side. Please try again.").toResponse();
}

/** `rawBody`: the JSON body's text as sent, when the route reads one; `memberId`: a shared read's `member_id`. */
type Input<B, Q> = {
  body: Out<B>;
  query: Out<Q>;
  params: Record<string, string>;
  rawBody?: string;
  memberId?: string;
};

function fitsShape(value: string | undefined, shape: ParamShape): boolean {
  if (value === undefined) return false;
  if (shape === "uuid") return isUuid(value);
  return shape instanceof RegExp ? shape.test(value) : shape.includes(value);
}

/** The same-origin check of a signed-in route, then the query, parsed; path params as strings. */
async function readInput<B extends Schema | undefined, Q extends Schema | undefined>(
  req: Request,
  context: RouteContext | undefined,
  opts: Options<B, Q>,
  signedIn: boolean,
): Promise<Omit<Input<B, Q>, "body" | "rawBody">> {
  const rawParams = (await context?.params) ?? {};
  const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  // a cookie-borne cross-site write is refused before anything else is read (no Bearer: browser session)
  if (signedIn && !req.headers.has("authorization")) assertSameOrigin(req);
  const searchParams = new URL(req.url).searchParams;
  const memberId = opts.sharedArea ? (searchParams.get("member_id") ?? undefined) : undefined;
  if (opts.sharedArea) searchParams.delete("member_id");
  const query = (opts.query ? parse(opts.query, Object.fromEntries(searchParams)) : undefined) as Out<Q>;
  return { query, params, memberId };
}

/** The JSON body, parsed, with its text as sent; read only once the caller is known. */
async function readBody<B extends Schema | undefined, Q extends Schema | undefined>(
  req: Request,
  opts: Options<B, Q>,
): Promise<Pick<Input<B, Q>, "body" | "rawBody">> {
  if (!opts.body) return { body: undefined as Out<B> };
  const json = await readJson(req, bodyLimit(opts), opts.tooLarge ?? BODY_TOO_LARGE);
  return { body: parse(opts.body, json.value) as Out<B>, rawBody: json.text };
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

function build<B extends Schema | undefined, Q extends Schema | undefined, U>(
  opts: Options<B, Q>,
  fn: (ctx: Ctx<B, Q, U>) => Promise<unknown>,
  requireUser: boolean,
) {
  const respond = async (ctx: Ctx<B, Q, U>): Promise<Response> => {
    const result = await fn(ctx);
    if (result === null && opts.params) throw ApiError.notFound(opts.notFound);
    if (result instanceof Response) {
      result.headers.set("Cache-Control", "no-store");
      return result;
    }
    if (result === undefined || opts.status === 204) return new Response(null, { status: 204, headers: NO_STORE });
    return Response.json(result, { status: opts.status ?? 200, headers: NO_STORE });
  };
  return serve(async (req, context, access, headers) => {
    const { query, params, memberId } = await readInput(req, context, opts, requireUser);
    const db = await getDb();
    let user: SignedInUser | null = null;
    if (requireUser) {
      user = await resolveRequestUser(db, req);
      if (!user) throw ApiError.unauthorized();
      access.userId = user.id;
      if (user.auth.kind === "pat") {
        const writes = opts.writes ?? !SAFE_METHODS.has(req.method);
        await checkPersonalToken(db, user, { access: opts.access, writes }, headers);
      } else if (user.auth.kind === "bearer") {
        await checkAppSignIn(db, user.id, headers);
      }
    }
    // a signed-in route reads no byte of a body before it knows the caller
    const { body, rawBody } = await readBody(req, opts);
    for (const [name, shape] of Object.entries(opts.params ?? {})) {
      if (!fitsShape(params[name], shape)) throw ApiError.notFound(opts.notFound);
    }
    if (user) {
      const feature = typeof opts.requires === "function" ? opts.requires({ body, query }) : opts.requires;
      if (feature) assertCan(user, feature);
    }
    const owner = user ? await dataOwner(db, user, opts.sharedArea, memberId, access) : null;
    const ip = clientIp(req.headers);
    const ctx = { req, db, user: user as U, owner: owner as Ctx<B, Q, U>["owner"], body, query, params, ip };
    const deleted = user && req.method === "DELETE" ? deletedRowId(opts.params, params) : undefined;
    if (user && deleted) return deleteAndRetire(db, user.id, deleted, () => respond(ctx));
    const key = user && req.method === "POST" ? idempotencyKeyOf(req) : null;
    if (!user || !key) return respond(ctx);
    const fingerprint = requestFingerprint(req, rawBody ?? (await unreadBody(req, opts)));
    return runIdempotent(db, {
      userId: user.id,
      key,
      fingerprint,
      work: (tx) => respond({ ...ctx, db: tx }),
      keptAnswer: opts.keptAnswer,
      callsOutside: opts.callsOutside,
    });
  });
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
async function unreadBody(req: Request, opts: Options<unknown, unknown>): Promise<Uint8Array> {
  if (opts.body) return new Uint8Array();
  try {
    return await readBodyBytes(req.clone(), bodyLimit(opts), opts.tooLarge ?? BODY_TOO_LARGE);
  } catch (err) {
    stopReading(req.body); // the other branch: the upload is not read on
    throw err;
  }
}

/** The row a DELETE removes: its path's last uuid parameter (the one before it names its parent). */
function deletedRowId(shapes: Options<unknown, unknown>["params"], params: Record<string, string>): string | undefined {
  const names = Object.entries(shapes ?? {}).filter(([, shape]) => shape === "uuid");
  const last = names.at(-1)?.[0];
  return last === undefined ? undefined : params[last];
}

/** What a signed-in JSON read answers: whose it is, and the JSON text as Postgres wrote it. */
export type JsonRead = { userId: string; json: string };

const JSON_NO_STORE = { ...NO_STORE, "Content-Type": "application/json" };

/**
 * A signed-in GET that checks the sign-in inside its own SQL statement, one round trip
 * instead of two: `ctx.user` is the request's credential, and `fn` answers null when that
 * matches no live sign-in (401, as for `authedRoute`). Written out rather than built on
 * `serve` and `readInput`: under Next every async call and await costs promise hooks
 * (AsyncLocalStorage), so this path awaits only the database (and a session cookie's
 * decoding). No path params. An app sign-in token's request counts against its owner's
 * budget once the read has named the owner (a refusal sends no data). A personal access
 * token, whose plan, scope and budget are checked per request, goes the ordinary way instead,
 * as does a read of a family member's data (`member_id`, with `sharedArea`): `forUser`
 * answers its JSON text for `ctx.owner`.
 */
export function signedInJsonRead<Q extends Schema | undefined = undefined>(
  opts: { query?: Q; sharedArea?: ShareArea },
  fn: (ctx: { req: Request; db: Db; user: Credential; query: Out<Q> }) => Promise<JsonRead | null>,
  forUser: (ctx: Ctx<undefined, Q, SignedInUser>) => Promise<string>,
) {
  const viaToken = authedRoute(
    { query: opts.query, sharedArea: opts.sharedArea },
    async (ctx) => new Response(await forUser(ctx), { headers: JSON_NO_STORE }),
  );
  return async (req: Request): Promise<Response> => {
    const fromHeader = headerCredential(req);
    // a member's shared data needs the grant checked: the ordinary way too
    if (fromHeader?.kind === "pat" || (opts.sharedArea && req.url.includes("member_id"))) return viaToken(req);
    const access = startAccess(req);
    const headers = new Headers();
    let res: Response;
    try {
      const query = (
        opts.query ? parse(opts.query, Object.fromEntries(new URL(req.url).searchParams)) : undefined
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
  };
}

/** A route for signed-in users: `ctx.user` is always set. */
export function authedRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  opts: Options<B, Q>,
  fn: (ctx: Ctx<B, Q, SignedInUser>) => Promise<unknown>,
) {
  return build<B, Q, SignedInUser>(opts, fn, true);
}

/** A route anyone may call. */
export function publicRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  opts: Options<B, Q>,
  fn: (ctx: Ctx<B, Q, null>) => Promise<unknown>,
) {
  return build<B, Q, null>(opts, fn, false);
}
