/**
 * The error answers of the document: what each status means in this API, and the statuses
 * every operation of a kind can give whatever its own rules (a signed-in route's 401, a
 * body's 400 and 413), so each domain's list names only what its own handlers add.
 */
import { READ_ONLY_TOKEN } from "@/lib/identity/api-access/caller-checks";
import { KEY_REUSED } from "@/lib/http/idempotency";
import type { Operation } from "./operation";

/** Each error status with its component name and meaning; every answer is `{ "detail": string }`. */
export const ERROR_STATUSES = {
  400: { name: "BadRequest", description: "Bad input: the body, query or a header is malformed or breaks a rule." },
  401: { name: "Unauthorized", description: "Not signed in: no credential, or an expired or revoked one." },
  402: {
    name: "PaymentRequired",
    description:
      "The plan does not include this: the feature needs a higher plan, or a personal access token's owner is no longer on Pro.",
  },
  403: {
    name: "Forbidden",
    description:
      "Refused: a cross-site write with the session cookie, a `read` token on a write, or a personal access token on an account or token route.",
  },
  404: { name: "NotFound", description: "Not found: no such row, or it is not yours." },
  409: {
    name: "Conflict",
    description:
      "Conflict with the current state (already exists, already done), a request with the same `Idempotency-Key` is still running, or that key's request was done and what it created has since been deleted.",
  },
  410: { name: "Gone", description: "The link has expired (a family invitation past its 7 days)." },
  413: { name: "PayloadTooLarge", description: "The request body is too large." },
  422: {
    name: "IdempotencyKeyReused",
    description: "The `Idempotency-Key` was already used with another body within 24 hours.",
  },
  429: { name: "TooManyRequests", description: "Too many requests: wait for the `Retry-After` seconds and try again." },
  500: { name: "InternalError", description: "An unexpected error on the server (logged; the detail says no more)." },
  502: { name: "BadGateway", description: "A service the API depends on (payments, mail) failed to answer." },
  503: {
    name: "ServiceUnavailable",
    description: "Temporarily unavailable: the database is unreachable, or a service is not configured.",
  },
  504: { name: "GatewayTimeout", description: "A service the API depends on (the AI model) took too long to answer." },
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;

/** A typical `detail` of each status, the example of its answer. */
export const ERROR_EXAMPLES: Record<ErrorStatus, string> = {
  400: "Email is required",
  401: "Not authenticated. Please log in.",
  402: "Downloading PDF health reports requires the Pro plan. Upgrade to continue.",
  403: READ_ONLY_TOKEN,
  404: "Not found.",
  409: "Your email is already verified.",
  410: "This invitation has expired. Ask the family's owner for a new one.",
  413: "Request body is too large.",
  422: KEY_REUSED,
  429: "Too many requests. Try again in 30 seconds.",
  500: "Something went wrong on our side. Please try again.",
  502: "Could not reach the payment provider. Please try again.",
  503: "The service is temporarily unavailable. Please try again in a moment.",
  504: "Workout plan generation took longer than 60 seconds and was cancelled.",
};

export function isErrorStatus(status: number): status is ErrorStatus {
  return status in ERROR_STATUSES;
}

const signedIn = (op: Operation) => op.access !== "public";

/**
 * The statuses an operation can give beyond its own list: any signed-in call can fail its
 * sign-in (401), its personal token's rate limit (429) or plan (402, a `user` route), its
 * token's scope or kind (403); a cookie-borne write from another site is 403; a POST's
 * `Idempotency-Key` reused with another body is 422, and one whose first request still runs,
 * or whose created row was deleted since, 409; a JSON body can be malformed (400) or too large (413); a query can be malformed (400);
 * a path id can name nothing (404); and the route wrapper answers 500 for a bug and 503 when
 * the database is down.
 */
export function implicitErrors(op: Operation): number[] {
  const out = new Set<number>();
  if (signedIn(op)) {
    out.add(401).add(429).add(500).add(503);
    if (op.access === "user") out.add(402);
    if (op.access === "account" || op.method !== "get") out.add(403);
    if (op.method === "post") out.add(409).add(422);
  }
  const body = op.request?.body;
  if (body && (op.request?.bodyContentType ?? "application/json") === "application/json") out.add(400).add(413);
  if (op.request?.query) out.add(400);
  if (op.request?.params && Object.keys(op.request.params).length > 0) out.add(404);
  return [...out];
}

/** All error statuses of an operation, in order. */
export function errorStatusesOf(op: Operation): ErrorStatus[] {
  const all = new Set([...op.errors, ...implicitErrors(op)]);
  for (const status of all) {
    if (!isErrorStatus(status))
      throw new Error(`${op.method.toUpperCase()} ${op.path}: no meaning for status ${status}`);
  }
  return [...all].sort((a, b) => a - b) as ErrorStatus[];
}
