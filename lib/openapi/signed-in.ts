/**
 * An operation of a signed-in data route (`authedRoute` or `signedInJsonRead`). The statuses
 * the wrapper itself answers follow from how the route is declared, so every file lists them
 * alike and names only what its service adds.
 */
import * as z from "zod/mini";
import type { Operation } from "./operation";

/** A row id in the path: anything else names nothing of the caller's (404). */
export const idParam = z.guid();

type SignedInOperation = Omit<Operation, "access" | "errors"> & {
  /** The route declares `requires`: a plan refusal (402). */
  requires?: boolean;
  /** Statuses the service or the handler throws beyond the wrapper's. */
  throws?: number[];
};

/**
 * 401 without a live sign-in; 400 for a body or query its schema refuses; 413 for a body over
 * the size limit; 403 for a cookie-borne write from another site; 404 for a malformed or
 * foreign id in the path; 402 for a feature the plan lacks. Errors answer `{ "detail": ... }`.
 */
export function signedIn({ requires, throws = [], ...op }: SignedInOperation): Operation {
  const statuses = new Set([401, ...throws]);
  if (op.request?.body || op.request?.query) statuses.add(400);
  if (op.request?.body) statuses.add(413);
  if (op.method !== "get") statuses.add(403);
  if (op.request?.params || op.request?.sharedArea) statuses.add(404);
  if (requires) statuses.add(402);
  // a status the route answers with a body of its own is described among its responses
  for (const status of Object.keys(op.responses)) statuses.delete(Number(status));
  return { ...op, access: "user", errors: [...statuses].sort((a, b) => a - b) };
}
