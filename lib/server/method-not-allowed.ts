/**
 * A method a route file does not export is answered by Next itself: 405 with an empty body
 * and no Allow header. Every other API error is `{ "detail": ... }` (RFC 9110 also wants
 * Allow on a 405), so the empty 405 of an /api path is given the detail and the Allow
 * header of the route that answered, when it is ended. Our handlers never answer 405
 * themselves; a 405 that already has a body or a content type is left alone.
 */
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

export const METHOD_NOT_ALLOWED_DETAIL = "Method not allowed.";
const BODY = JSON.stringify({ detail: METHOD_NOT_ALLOWED_DETAIL });
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
// Next keeps what it knows of a request under this symbol (next/dist/server/request-meta)
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

type RouteMeta = { match?: { definition?: { filename?: string } } };
type RouteEntry = { routeModule?: { userland?: Record<string, unknown> } };

const nodeRequire = createRequire(path.join(process.cwd(), "noop.js"));
const allowByFile = new Map<string, string | null>();

/** The methods the matched route file answers, as Next implements them (HEAD with GET, OPTIONS always). */
function allowOf(req: http.IncomingMessage | undefined): string | null {
  const meta = (req as unknown as Record<symbol, RouteMeta | undefined> | undefined)?.[NEXT_REQUEST_META];
  const filename = meta?.match?.definition?.filename;
  if (!filename) return null;
  if (allowByFile.has(filename)) return allowByFile.get(filename)!;
  let allow: string | null = null;
  try {
    // already loaded by Next to answer this request: a lookup in the module cache
    const userland = (nodeRequire(filename) as RouteEntry).routeModule?.userland;
    if (userland) {
      const has = (m: string) => typeof userland[m] === "function";
      allow = METHODS.filter((m) => has(m) || (m === "HEAD" && has("GET")) || m === "OPTIONS").join(", ");
    }
  } catch {
    allow = null;
  }
  allowByFile.set(filename, allow);
  return allow;
}

type End = http.ServerResponse["end"];
type WriteHead = http.ServerResponse["writeHead"];
const FILL = Symbol("vitalog.methodNotAllowedBody");
type Response = http.ServerResponse & { [FILL]?: true };

/** Marks an empty 405 of an /api path and gives it its headers, before they are sent. */
function prepare(res: Response, status: number): void {
  if (res[FILL] || status !== 405 || res.headersSent || res.hasHeader("content-type")) return;
  if (!res.req?.url?.startsWith("/api/")) return;
  res[FILL] = true;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Content-Length", Buffer.byteLength(BODY));
  res.setHeader("Cache-Control", "no-store");
  const allow = res.hasHeader("allow") ? null : allowOf(res.req);
  if (allow) res.setHeader("Allow", allow);
}

/**
 * Hooks ServerResponse once per process. Next's compression wraps `end` per response and
 * sends the headers (through writeHead) before our `end` sees the answer, so the headers
 * are set in writeHead and the body in end.
 */
export function installMethodNotAllowedBody(): void {
  const proto = http.ServerResponse.prototype as Response & { __vitalog405?: true };
  if (proto.__vitalog405) return;
  proto.__vitalog405 = true;
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
    prepare(this, status);
    return (writeHead as (...a: unknown[]) => ReturnType<WriteHead>).call(this, status, ...rest);
  } as WriteHead;
  const end = proto.end;
  proto.end = function (this: Response, ...args: unknown[]) {
    const empty = args[0] === undefined || typeof args[0] === "function";
    if (empty) prepare(this, this.statusCode);
    if (empty && this[FILL]) {
      const callback = typeof args[0] === "function" ? (args[0] as () => void) : undefined;
      return end.call(this, BODY, "utf8", callback);
    }
    return (end as (...a: unknown[]) => ReturnType<End>).apply(this, args);
  } as End;
}
