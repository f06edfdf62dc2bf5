/**
 * Runs once when the server starts (next start, the standalone server, a Vercel function):
 * hooks into Node's HTTP server (the client's address, draining on shutdown, the 405 body),
 * checks the configuration, installs the graceful shutdown, opens the database and applies
 * pending migrations (lib/server/startup.ts). `onRequestError` reports what a page or a
 * server action threw (lib/server/request-error.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}

/** An error Next caught while rendering a page or running a server action (Next still answers it). */
export async function onRequestError(
  err: unknown,
  request: { method?: string },
  context: { routePath?: string; routeType?: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./lib/server/request-error");
  reportRequestError(err, request, context);
}
