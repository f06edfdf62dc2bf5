/**
 * What the app needs from Node's HTTP server that Next's route handlers never see, hooked
 * into the server's 'request' event once per process (instrumentation.ts, through
 * startup.ts), for `next start`, the standalone server and `next dev` alike:
 *
 * - The socket's peer address is stamped into PEER_ADDRESS_HEADER (lib/auth/client-ip.ts),
 *   after any copy the client sent is removed, so a client cannot choose its address.
 * - Requests in flight are counted (until the answer is sent and Next's handler has
 *   returned), and every server with a connection is known, so a shutdown can drain them:
 *   after `startDraining()` every answer carries `Connection: close`, idle keep-alive
 *   sockets are closed, and a request that still arrives on an old connection is answered
 *   503 with a `{detail}` instead of reaching the app.
 * - Next's own 405 for a method a route file does not export has an empty body: it gets
 *   the API's `{detail}` and an Allow header (lib/server/method-not-allowed.ts).
 */
import http from "node:http";
import https from "node:https";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-ip";
import { installMethodNotAllowedBody } from "./method-not-allowed";

type Server = http.Server | https.Server;

type State = {
  installed?: boolean;
  draining?: boolean;
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
    return serve(this, req, res);
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
