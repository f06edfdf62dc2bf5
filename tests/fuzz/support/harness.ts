/**
 * Sends fuzzed requests to the real route handlers in-process and checks the four
 * properties: no 5xx (but a documented 503), every error exactly { detail: string }, no row
 * stored or changed by a refused request, no undocumented field in an answer.
 */
import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { captureLogsForTesting } from "@/lib/log";
import { registerUser } from "../../support/api";
import { bodyArb, garbageId, queryArb, type RawBody } from "./values";
import { moduleLoader, type HttpMethod, type MethodFuzz, type RouteFuzz } from "./routes";
import { settleAfterResponseTasks } from "@/lib/http/after-response";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Row = Record<string, unknown>;

/** Runs per unit of weight and (route, method) of the full size, which `npm run test:long` runs (TEST_LONG=1). */
export const FULL_RUNS = 150;
/**
 * Runs per unit of weight and (route, method): a third of the full size in `npm test` (and so
 * in CI), where every property is still checked on every route method; FUZZ_RUNS sets any size.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_LONG ? FULL_RUNS : FULL_RUNS / 3));
/** FUZZ_SEED (and FUZZ_PATH) replay a failure that fast-check reported. */
export const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;

export function fcParams(runs: number): fc.Parameters<unknown> {
  return {
    numRuns: Math.max(1, Math.round(runs)),
    seed: SEED,
    path: process.env.FUZZ_PATH,
    endOnFailure: process.env.FUZZ_SHRINK !== "1",
    verbose: 1,
  };
}

export const stats = { sent: 0, snapshots: 0, xids: 0 };

const rowsOf = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []));

// ── database snapshots ──────────────────────────────────────────────────────

let snapshotSql: string | undefined;

/** A checksum (row count and the sum of each row's hash) of every table. */
export async function snapshot(): Promise<Record<string, string>> {
  const db = await getDb();
  if (!snapshotSql) {
    const tables = rowsOf(
      await db.execute(
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      ),
    )
      .map((r) => String(r.table_name))
      // an app sign-in's requests are counted for its rate budget, refused ones too: not a change of the request's
      .filter((t) => t !== "app_rate_counters");
    // a sign-in's last use is written after any signed-in request, refused ones too: not a change of the request's
    const rowText = (t: string) => (t === "auth_tokens" ? "(to_jsonb(x) - 'last_used_at')::text" : "x::text");
    snapshotSql = tables
      .map(
        (t) =>
          `select '${t}' as t, count(*)::text || ':' || coalesce(sum(hashtext(${rowText(t)})::bigint), 0)::text as h
           from "${t}" x`,
      )
      .join(" union all ");
  }
  return Object.fromEntries(rowsOf(await db.execute(sql.raw(snapshotSql))).map((r) => [String(r.t), String(r.h)]));
}

/** Statements the app sent to the database (counted on the driver client). */
let queries = 0;
/** Of those, the app sign-in's rate count (one write of its own, outside any transaction). */
let rateCounts = 0;

const statementText = (arg: unknown): string =>
  typeof arg === "string"
    ? arg
    : String((arg as { text?: unknown; sql?: unknown })?.text ?? (arg as { sql?: unknown })?.sql ?? "");
const instrumented = new WeakSet<object>();

/** Counts the statements of the current test database's client, so untouched requests skip the snapshot. */
export async function countQueries(): Promise<void> {
  const client = ((await getDb()) as unknown as { $client: Record<string, unknown> }).$client;
  if (instrumented.has(client)) return;
  instrumented.add(client);
  for (const name of ["query", "exec", "transaction", "connect"]) {
    const original = client[name];
    if (typeof original !== "function") continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      queries++;
      if (name === "query" && statementText(args[0]).includes("app_rate_counters")) rateCounts++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
}

/** The next transaction id: unchanged means nothing was written since (Postgres and PGlite alike). */
async function nextXid(): Promise<string> {
  const db = await getDb();
  return String(rowsOf(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]!.x);
}

/**
 * Keeps a snapshot that is valid until the next write. A request that ran no statement, or
 * wrote nothing (the next xid did not move), changed nothing; otherwise the tables are
 * compared when it was refused, and the snapshot retaken.
 */
export class Watcher {
  private base: Record<string, string> = {};
  private xid = "";
  private q0 = 0;
  private r0 = 0;
  static async start(): Promise<Watcher> {
    await countQueries();
    const w = new Watcher();
    w.base = await snapshot();
    w.xid = await nextXid();
    return w;
  }
  begin(): void {
    this.q0 = queries;
    this.r0 = rateCounts;
  }
  /** The tables the request changed. */
  async end(): Promise<{ before: Record<string, string>; after: Record<string, string> }> {
    const before = this.base;
    if (queries === this.q0) return { before, after: before };
    const xid = await nextXid();
    stats.xids++;
    if (xid === this.xid) return { before, after: before };
    // each rate count takes one transaction id of its own: when the request's writes took no
    // more (on Postgres another database's writes may, and then the tables are compared), the
    // count was its only write, and its table is left out of the comparison anyway
    if (BigInt(xid) - BigInt(this.xid) === BigInt(rateCounts - this.r0)) {
      this.xid = xid;
      return { before, after: before };
    }
    stats.snapshots++;
    this.base = await snapshot();
    this.xid = await nextXid();
    return { before, after: this.base };
  }
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}

// ── the fuzzed user ─────────────────────────────────────────────────────────

export type FuzzUser = { token: string; id: string; password: string; email: string };

/** A registered user on the Pro plan (every feature reachable), with the password "correct-horse". */
export async function proUser(overrides: Record<string, unknown> = {}): Promise<FuzzUser> {
  const { token, user, password } = await registerUser(overrides);
  const db = await getDb();
  await db.update(users).set({ subscription_status: "pro", subscription_plan: "pro" }).where(eq(users.id, user.id));
  return { token, id: user.id, password, email: user.email };
}

/**
 * No network in the fuzz run: barcode lookups use the local table; AI and Stripe stay
 * unconfigured; Open-Meteo is port 9, which fetch refuses (a "bad port"), so weather calls fail at once.
 */
export function offlineEnv(): void {
  process.env.OFF_OFFLINE = "1";
  process.env.OPEN_METEO_BASE_URL = process.env.OPEN_METEO_GEOCODING_URL = "http://127.0.0.1:9";
  for (const k of ["OPENAI_API_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "CRON_SECRET"])
    delete process.env[k];
  resetEnvCache();
}

// ── requests ────────────────────────────────────────────────────────────────

export type FuzzRequest = {
  method: string;
  path: string;
  params: Record<string, string | string[]>;
  query?: Record<string, string>;
  body?: RawBody | { form: FormData } | { bytes: Uint8Array; contentType: string };
  headers?: Record<string, string>;
};

export type Answer = { status: number; text: string; json: unknown; contentType: string; logs: string[] };

export async function send(handler: Handler, r: FuzzRequest): Promise<Answer> {
  const url = new URL(r.path, "http://localhost:3000");
  for (const [k, v] of Object.entries(r.query ?? {})) url.searchParams.append(k, v);
  const headers = new Headers();
  for (const [k, v] of Object.entries(r.headers ?? {})) {
    try {
      headers.set(k, v);
    } catch {
      // not a valid header value (no client could send it): the request goes without it
    }
  }
  let body: BodyInit | undefined;
  if (r.body && "form" in r.body) body = r.body.form;
  else if (r.body && "bytes" in r.body) {
    body = r.body.bytes as unknown as BodyInit;
    headers.set("content-type", r.body.contentType);
  } else if (r.body) {
    body = r.body.text;
    if (r.body.contentType !== null) headers.set("content-type", r.body.contentType);
  }
  const bodyAllowed = r.method !== "GET" && r.method !== "HEAD";
  const req = new Request(url, { method: r.method, headers, body: bodyAllowed ? body : undefined });
  const logs = captureLogsForTesting();
  stats.sent++;
  try {
    const res = await handler(req, { params: Promise.resolve(r.params) });
    const contentType = res.headers.get("content-type") ?? "";
    const text = res.body ? await res.text() : "";
    let json: unknown = undefined;
    if (contentType.includes("json") && text) json = JSON.parse(text);
    return { status: res.status, text, json, contentType, logs: logs.lines.slice() };
  } finally {
    logs.stop();
  }
}

// ── the properties ──────────────────────────────────────────────────────────

function describe(r: FuzzRequest, a: Answer): string {
  const body = r.body && "text" in r.body ? r.body.text.slice(0, 300) : r.body ? "(binary/form)" : "";
  const request = `${r.method} ${r.path} query=${JSON.stringify(r.query ?? {})} body=${JSON.stringify(body)}`;
  const logs = a.logs.length ? `\nlogs: ${a.logs.join("\n").slice(0, 800)}` : "";
  return `${request} → ${a.status} ${a.text.slice(0, 300)}${logs}`;
}

/** Every key of a JSON answer, at any depth, but inside the opaque (user-supplied) values. */
export function unknownKeys(
  value: unknown,
  allowed: ReadonlySet<string>,
  opaque: ReadonlySet<string>,
  out: Set<string> = new Set(),
): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => unknownKeys(v, allowed, opaque, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (!allowed.has(k)) out.add(k);
      if (!opaque.has(k)) unknownKeys(v, allowed, opaque, out);
    }
  }
  return out;
}

export type CheckOptions = {
  /** Tables a refusal may change, with the reason (e.g. the login throttle). */
  mayChangeOnRefusal?: string[];
  /** The error body may also carry these keys (scan-barcode's documented success/product/message). */
  errorExtras?: string[];
};

/** Checks one answer against the four properties; throws a readable message. */
export function checkAnswer(
  route: RouteFuzz,
  r: FuzzRequest,
  a: Answer,
  before: Record<string, string>,
  after: Record<string, string>,
  opts: CheckOptions = {},
) {
  const where = describe(r, a);
  if (a.status >= 500 && !(a.status === 503 && route.unavailable)) throw new Error(`5xx: ${where}`);
  if (a.status >= 400) {
    if (!a.contentType.includes("application/json")) throw new Error(`error answer is not JSON: ${where}`);
    const body = a.json as Record<string, unknown>;
    const extras = [...(opts.errorExtras ?? []), ...(route.errorExtras ?? [])];
    const keys = Object.keys(body ?? {}).filter((k) => !extras.includes(k));
    if (
      !body ||
      typeof body !== "object" ||
      Array.isArray(body) ||
      keys.length !== 1 ||
      keys[0] !== "detail" ||
      typeof body.detail !== "string" ||
      !body.detail
    ) {
      throw new Error(`error body is not exactly { detail: string }: ${where}`);
    }
    const allowed = [...(opts.mayChangeOnRefusal ?? []), ...(route.mayChangeOnRefusal ?? [])];
    const changed = changedTables(before, after).filter((t) => !allowed.includes(t));
    if (changed.length) throw new Error(`a refused request changed ${changed.join(", ")}: ${where}`);
  } else if (a.json !== undefined) {
    const extra = unknownKeys(a.json, new Set(route.fields), new Set(route.opaque ?? []));
    if (extra.size) throw new Error(`undocumented field(s) ${[...extra].join(", ")} in the answer: ${where}`);
    const results = route.results ? (a.json as { results?: { status?: number }[] }).results : undefined;
    const failed = results?.findIndex((item) => (item.status ?? 0) >= 500) ?? -1;
    if (failed >= 0) throw new Error(`5xx in results[${failed}]: ${where}`);
  }
}

// ── one property per (route, method) ───────────────────────────────────────

export type Ctx = {
  user: FuzzUser;
  /** Another user whose ids must stay out of reach. */
  other: FuzzUser;
  /** Extra valid raw bodies for raw methods (e.g. an export zip to import). */
  rawSamples?: Uint8Array[];
  /** Generated valid-looking raw bodies (e.g. tampered exports). */
  rawGenerated?: fc.Arbitrary<Uint8Array>;
  check?: CheckOptions;
};

type AuthChoice = "user" | "none" | "bad";
const authArb = fc.oneof(
  { arbitrary: fc.constant<AuthChoice>("user"), weight: 17 },
  { arbitrary: fc.constant<AuthChoice>("none"), weight: 2 },
  { arbitrary: fc.constant<AuthChoice>("bad"), weight: 1 },
);
const badAuth = fc.constantFrom(
  "Bearer ",
  "Bearer x",
  "Bearer \u00ff",
  "Basic dXNlcjpwYXNz",
  "bearer " + "a".repeat(64),
  "Bearer " + "a".repeat(5000),
  "Token abc",
  "",
);

type IdChoice =
  { kind: "mine" | "other"; index: number } | { kind: "garbage"; value: string } | { kind: "fixed"; index: number };

function idArb(route: RouteFuzz): fc.Arbitrary<IdChoice> {
  const real = route.id?.table
    ? fc.oneof(
        { arbitrary: fc.nat(20).map((index) => ({ kind: "mine" as const, index })), weight: 6 },
        { arbitrary: fc.nat(20).map((index) => ({ kind: "other" as const, index })), weight: 1 },
      )
    : fc.nat(20).map((index) => ({ kind: "fixed" as const, index }));
  return fc.oneof(
    { arbitrary: real, weight: 3 },
    { arbitrary: garbageId.map((value) => ({ kind: "garbage" as const, value })), weight: 2 },
  );
}

async function resolveId(route: RouteFuzz, choice: IdChoice, ctx: Ctx): Promise<string> {
  if (choice.kind === "garbage") return choice.value;
  if (choice.kind === "fixed") {
    const fixed = route.id?.fixed ?? ["x"];
    return fixed[choice.index % fixed.length]!;
  }
  const [table, column] = route.id!.table!;
  const owner = choice.kind === "mine" ? ctx.user.id : ctx.other.id;
  const db = await getDb();
  const rows = rowsOf(
    await db.execute(
      sql.raw(`select "${column}" as id from "${table}" where user_id = '${owner}' order by 1 limit 21`),
    ),
  );
  if (!rows.length) return "6f1c0b1e-9a4e-4f63-8f4e-3f1c2b1a0d9e";
  return String(rows[choice.index % rows.length]!.id);
}

const imageBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
  fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
  fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0, 1, 2, 3, 4])),
  fc.constant(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])),
);

function rawArb(ctx: Ctx): fc.Arbitrary<FuzzRequest["body"]> {
  const samples = ctx.rawSamples ?? [];
  const valid = samples.length ? fc.constantFrom(...samples) : imageBytes;
  const form = fc
    .tuple(
      fc.constantFrom("image_file", "file", "other", ""),
      fc.oneof(imageBytes, valid),
      fc.constantFrom("a.png", "a.zip", "", "x\u0000.jpg"),
      fc.boolean(),
    )
    .map(([field, bytes, name, asText]) => {
      const f = new FormData();
      if (asText) f.set(field || "x", new TextDecoder().decode(bytes));
      else
        f.set(
          field || "x",
          new File([bytes as unknown as BlobPart], name || "blob", { type: "application/octet-stream" }),
        );
      return { form: f };
    });
  const bytes = fc
    .tuple(
      fc.oneof(imageBytes, valid),
      fc.constantFrom(
        "application/zip",
        "application/octet-stream",
        "image/png",
        "multipart/form-data",
        "multipart/form-data; boundary=zz",
        "application/json",
      ),
    )
    .map(([b, contentType]) => ({ bytes: b, contentType }));
  if (!ctx.rawGenerated) return fc.oneof(form, bytes, bodyArb([]));
  const generated = ctx.rawGenerated.map((b) => ({ bytes: b, contentType: "application/zip" }));
  return fc.oneof(
    { arbitrary: form, weight: 1 },
    { arbitrary: bytes, weight: 1 },
    { arbitrary: bodyArb([]), weight: 1 },
    { arbitrary: generated, weight: 4 },
  );
}

export function requestArb(route: RouteFuzz, spec: MethodFuzz, ctx: Ctx): fc.Arbitrary<Choice> {
  return fc.record<Choice>({
    auth: authArb,
    bad: badAuth,
    id: idArb(route),
    query: queryArb(spec.query ?? [{}]),
    body: spec.raw ? rawArb(ctx) : bodyArb(spec.body ?? []),
    origin: fc.oneof(
      { arbitrary: fc.constant<string | null>(null), weight: 9 },
      fc.constantFrom("https://evil.example", "null", "http://localhost:3000"),
    ),
  });
}

type Choice = {
  auth: AuthChoice;
  bad: string;
  id: IdChoice;
  query: Record<string, string>;
  body: FuzzRequest["body"];
  origin: string | null;
};

export async function buildRequest(route: RouteFuzz, method: HttpMethod, ctx: Ctx, c: Choice): Promise<FuzzRequest> {
  const params: Record<string, string | string[]> = {};
  let path = route.path;
  if (route.id) {
    const id = await resolveId(route, c.id, ctx);
    params[route.id.param] = id;
    path = path.replace(`{${route.id.param}}`, encodeURIComponent(id.toWellFormed()));
  }
  const headers: Record<string, string> = {};
  if (c.auth === "user") headers.authorization = `Bearer ${ctx.user.token}`;
  if (c.auth === "bad") headers.authorization = c.bad;
  if (c.origin) headers.origin = c.origin;
  return {
    method,
    path,
    params,
    query: c.query,
    body: method === "GET" || method === "HEAD" ? undefined : c.body,
    headers,
  };
}

/** fast-check property: the route and method, fuzzed `runs` times. */
export async function fuzzMethod(
  file: string,
  route: RouteFuzz,
  method: HttpMethod,
  ctx: Ctx,
  runs: number,
): Promise<void> {
  const spec = route.methods[method]!;
  const handler = (await moduleLoader(file)())[method] as Handler;
  const watch = await Watcher.start();
  await fc.assert(
    fc.asyncProperty(requestArb(route, spec, ctx), async (c) => {
      const r = await buildRequest(route, method, ctx, c);
      watch.begin();
      const a = await send(handler, r);
      // work a request left for after its answer (a reset mail) belongs to it, not the next one
      await settleAfterResponseTasks();
      const { before, after } = await watch.end();
      checkAnswer(route, r, a, before, after, ctx.check);
    }),
    fcParams(runs),
  );
}
