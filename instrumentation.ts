/**
 * Runs once when the server starts (next start, the standalone server, a Vercel function):
 * hooks into Node's HTTP server (the client's address, draining on shutdown, the 405 body),
 * checks the configuration, installs the graceful shutdown, opens the database and applies
 * pending migrations (lib/server/startup.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
