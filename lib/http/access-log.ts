/**
 * The request id and the access log line of an API request. An incoming `x-request-id`
 * (from a proxy or load balancer) is kept when sane, else one is made; the response
 * echoes it. The line holds method, path (never the query string), status, duration, user
 * id and the client's address (lib/auth/client-ip.ts): no email, no health data.
 */
import { randomUUID } from "node:crypto";
import { clientIp } from "@/lib/auth/client-ip";
import { log } from "@/lib/log";

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id")?.trim();
  return given && SANE_ID.test(given) ? given : randomUUID();
}

export type AccessEntry = {
  requestId: string;
  method: string;
  path: string;
  ip: string;
  started: number;
  userId?: string | null;
};

export function startAccess(req: Request): AccessEntry {
  return {
    requestId: requestIdOf(req),
    method: req.method,
    path: new URL(req.url).pathname,
    ip: clientIp(req.headers),
    started: performance.now(),
  };
}

/** Sets the x-request-id header and logs the line. Returns the same response. */
export function logAccess(entry: AccessEntry, res: Response): Response {
  try {
    res.headers.set("x-request-id", entry.requestId);
  } catch {
    // immutable headers (Response.redirect): the id is still in the log
  }
  log.info("request", {
    request_id: entry.requestId,
    method: entry.method,
    path: entry.path,
    status: res.status,
    duration_ms: Math.round((performance.now() - entry.started) * 10) / 10,
    user_id: entry.userId ?? undefined,
    ip: entry.ip,
  });
  return res;
}
