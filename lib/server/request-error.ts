/**
 * What instrumentation.ts's onRequestError does with an error Next caught while rendering a
 * page or running a server action: one JSON line (the route's pattern, never its path, which
 * may hold a share token), and a database outage closes the page gate
 * (lib/http/database-gate.ts), so the next pages answer 503 instead of failing to render.
 */
import "server-only";
import { describeError, log } from "@/lib/log";
import { noteIfDatabaseUnavailable } from "@/lib/http/database-gate";

type RequestInfo = { method?: string };
type ContextInfo = { routePath?: string; routeType?: string };

export function reportRequestError(err: unknown, request: RequestInfo, context: ContextInfo): void {
  const unavailable = noteIfDatabaseUnavailable(err);
  const digest = (err as { digest?: unknown } | null)?.digest;
  log.error(unavailable ? "database unavailable" : "request failed", {
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    error: describeError(err),
    digest: typeof digest === "string" ? digest : undefined,
  });
}
