/**
 * The request id and the access log line of an API request. An incoming `x-request-id`
 * (from a proxy or load balancer) is kept when sane, else one is made; the response
 * echoes it. The line holds method, path, which query keys were sent (never their values:
 * dates, search words and emails are personal), status, duration, user id and the client's
 * address (lib/http/client-ip.ts): no email, no health data. A `member_id` that is a user id
 * is logged, and a read the family grant let through names whose data and which area it read:
 * who read whose data is what the audit trail is for.
 */
import { randomUUID } from "node:crypto";
import { clientIp } from "@/lib/http/client-ip";
import { log } from "@/lib/log";
import { isUuid } from "@/lib/validation/common";

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: Request): string {
  const given = req.headers.get("x-request-id")?.trim();
  return given && SANE_ID.test(given) ? given : randomUUID();
}

/** A key is logged when it looks like a field name; a client can put any text in a key. */
const SANE_KEY = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_KEYS = 20;

export type AccessEntry = {
  requestId: string;
  method: string;
  path: string;
  ip: string;
  started: number;
  /** The query's keys, sorted, without values (logged comma-separated); `otherKeys` counts the ones not logged. */
  queryKeys: string[];
  otherKeys: number;
  /** `member_id` when it is a user id (an id is no personal value; anything else is not logged). */
  memberId?: string;
  userId?: string | null;
  /** Whose data a family grant let the caller read, and which area. */
  shared?: { ownerId: string; area: string };
};

export function startAccess(req: Request): AccessEntry {
  const url = new URL(req.url);
  const keys = [...new Set(url.searchParams.keys())];
  const queryKeys = keys
    .filter((k) => SANE_KEY.test(k))
    .sort()
    .slice(0, MAX_KEYS);
  const memberId = url.searchParams.get("member_id") ?? undefined;
  return {
    requestId: requestIdOf(req),
    method: req.method,
    path: url.pathname,
    ip: clientIp(req.headers),
    started: performance.now(),
    queryKeys,
    otherKeys: keys.length - queryKeys.length,
    memberId: memberId && isUuid(memberId) ? memberId : undefined,
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
    query_keys: entry.queryKeys.length ? entry.queryKeys.join(",") : undefined,
    query_keys_other: entry.otherKeys || undefined,
    member_id: entry.memberId,
    shared_owner_id: entry.shared?.ownerId,
    shared_area: entry.shared?.area,
  });
  return res;
}
