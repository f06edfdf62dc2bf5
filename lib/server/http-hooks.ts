/**
 * What the app needs from Node's HTTP server that Next's route handlers never see, hooked
 * into the server's 'request' event once per process (instrumentation.ts, through
 * startup.ts), for `next start`, the standalone server and `next dev` alike:
 *
 * - The socket's peer address is stamped into PEER_ADDRESS_HEADER (lib/http/client-ip.ts),
 *   after any copy the client sent is removed, so a client cannot choose its address.
 * - Requests in flight are counted (until the answer is sent and Next's handler has
 *   returned), and every server with a connection is known, so a shutdown can drain them:
 *   after `startDraining()` every answer carries `Connection: close`, idle keep-alive
 *   sockets are closed, and a request that still arrives on an old connection is answered
 *   503 with a `{detail}` instead of reaching the app.
 * - Next's own 405 for a method a route file does not export has an empty body: it gets
 *   the API's `{detail}` and an Allow header (lib/server/method-not-allowed.ts).
 * - A page request (not /api, not /_next, not a static file) passes the page gate
 *   (`setPageGate`, lib/http/database-gate.ts): while the database cannot be reached it is
 *   answered 503 with the detail, as the API answers, since a page that fails to render
 *   can only be a 500.
 */
import http from "node:http";
import https from "node:https";
import { DATABASE_UNAVAILABLE } from "@/lib/errors/db-errors";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-ip";
import { installMethodNotAllowedBody } from "./method-not-allowed";

type Server = http.Server | https.Server;

/** Whether pages may render now: true, false, or the answer of a check under way. */
export type PageGate = () => boolean | Promise<boolean>;

type State = {
  installed?: boolean;
  draining?: boolean;
  pageGate?: PageGate;
  servers: Set<Server>;
  inFlight: Set<http.ServerResponse>;
  drained: (() => void)[];
};

const state: State = ((globalThis as { __vitalogHttpHooks?: State }).__vitalogHttpHooks ??= {
  servers: new Set(),
  inFlight: new Set(),
  drained: [],
});

export const SHUTTING_DOWN_DETAIL = "The server is shutting down.";
const SHUTTING_DOWN_BODY = JSON.stringify({ detail: SHUTTING_DOWN_DETAIL });

function stampPeer(req: http.IncomingMessage): void {
  const headers = req.headers;
  if (PEER_ADDRESS_HEADER in headers) {
    delete headers[PEER_ADDRESS_HEADER];
    const raw = req.rawHeaders;
    const kept: string[] = [];
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i]!.toLowerCase() !== PEER_ADDRESS_HEADER) kept.push(raw[i]!, raw[i + 1]!);
    }
    req.rawHeaders = kept;
  }
  headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
}

function refuse(res: http.ServerResponse): void {
  res.writeHead(503, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(SHUTTING_DOWN_BODY),
    "Cache-Control": "no-store",
    "Retry-After": "5",
    Connection: "close",
  });
  res.end(SHUTTING_DOWN_BODY);
}

const UNAVAILABLE_HTML =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>Temporarily unavailable · vitalog</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
  `<h1>vitalog</h1><p>${DATABASE_UNAVAILABLE}</p></body></html>`;
const UNAVAILABLE_JSON = JSON.stringify({ detail: DATABASE_UNAVAILABLE });

/** A page request while the database cannot be reached: 503, HTML for a browser, else `{detail}`. */
function refuseUnavailable(req: http.IncomingMessage, res: http.ServerResponse): void {
  const html = (req.headers.accept ?? "").includes("text/html");
  const body = html ? UNAVAILABLE_HTML : UNAVAILABLE_JSON;
  res.writeHead(503, {
    "Content-Type": html ? "text/html; charset=utf-8" : "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Retry-After": "5",
    // the page is static: no script, only its inline style
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A request Next answers by rendering a page (or a page's server action): not the API, its assets or a file. */
export function isPageRequest(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!;
  if (path === "/api" || path.startsWith("/api/") || path.startsWith("/_next/")) return false;
  // public files (/favicon.ico, /icons/…, /manifest.webmanifest, the service worker) have an extension
  return !path.slice(path.lastIndexOf("/") + 1).includes(".");
}

/** Answers whether pages may render from now on (lib/http/database-gate.ts); undefined: always. */
export function setPageGate(gate: PageGate | undefined): void {
  state.pageGate = gate;
}

function closeIdleConnections(): void {
  for (const server of state.servers) server.closeIdleConnections?.();
}

function settle(res: http.ServerResponse): void {
  state.inFlight.delete(res);
  if (!state.draining) return;
  // the socket of a finished keep-alive answer is idle now
  setImmediate(closeIdleConnections);
  if (state.inFlight.size === 0) for (const resolve of state.drained.splice(0)) resolve();
}

/** Runs the server's 'request' listeners, tracking the request until it is answered and handled. */
function serve(server: Server, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const listeners = server.rawListeners("request") as ((...args: unknown[]) => unknown)[];
  state.inFlight.add(res);
  let pending = 2;
  const done = () => {
    if (--pending === 0) settle(res);
  };
  res.once("close", done);
  let handled: Promise<unknown> | undefined;
  try {
    for (const listener of listeners) {
      const result = Reflect.apply(listener, server, [req, res]);
      if (result instanceof Promise) handled = handled ? Promise.all([handled, result]) : result;
    }
  } finally {
    // a rejection stays unhandled, as it would be without the hook
    if (handled)
      void handled.then(done, (err: unknown) => {
        done();
        throw err;
      });
    else done();
  }
  return listeners.length > 0;
}

function patch(proto: { emit: (event: string | symbol, ...args: unknown[]) => boolean }): void {
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "connection") state.servers.add(this);
    if (event !== "request") return emit.call(this, event, ...args);
    const req = args[0] as http.IncomingMessage;
    const res = args[1] as http.ServerResponse;
    stampPeer(req);
    if (state.draining) {
      refuse(res);
      return true;
    }
    const verdict = state.pageGate && isPageRequest(req.url) ? state.pageGate() : true;
    if (verdict === true) return serve(this, req, res);
    if (verdict === false) {
      refuseUnavailable(req, res);
      return true;
    }
    // waiting for the check: counted in flight, so a shutdown waits for it too
    state.inFlight.add(res);
    void verdict
      .catch(() => true)
      .then((open) => {
        if (open) return void serve(this, req, res);
        res.once("close", () => settle(res));
        refuseUnavailable(req, res);
      });
    return true;
  };
}

/** Installs the hooks once per process. Not on Vercel: there the platform owns the server. */
export function installHttpHooks(): void {
  if (state.installed || process.env.VERCEL === "1") return;
  state.installed = true;
  patch(http.Server.prototype as unknown as Parameters<typeof patch>[0]);
  if ((https.Server.prototype as unknown) !== (http.Server.prototype as unknown)) {
    patch(https.Server.prototype as unknown as Parameters<typeof patch>[0]);
  }
  installMethodNotAllowedBody();
}

/** Requests being answered or handled right now. */
export function requestsInFlight(): number {
  return state.inFlight.size;
}

/**
 * From now on: `Connection: close` on every answer not yet started, idle keep-alive sockets
 * closed, and new requests on open connections answered 503.
 */
export function startDraining(): void {
  state.draining = true;
  for (const res of state.inFlight) {
    if (!res.headersSent) res.setHeader("Connection", "close");
  }
  closeIdleConnections();
}

/** Resolves once no request is in flight. */
export function drained(): Promise<void> {
  if (state.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => state.drained.push(resolve));
}

/** Stops every server from listening (when Next's own signal handler is off). */
export function closeServers(): void {
  for (const server of state.servers) server.close();
  closeIdleConnections();
}
