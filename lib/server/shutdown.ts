/**
 * Graceful shutdown on SIGTERM/SIGINT (Docker, Kubernetes, systemd, a PaaS). Next's own
 * server (next start and the standalone server.js) already stops listening on the signal,
 * lets in-flight requests finish, then calls process.exit(143). We add: /api/ready answers
 * 503 at once (a load balancer stops sending), and the database (pg pool or PGlite) is
 * closed after the last request, just before the process exits. A request that never
 * finishes cannot hold the process forever: SHUTDOWN_TIMEOUT_MS (default 25 s) ends it.
 */
import { closeDb } from "@/db/client";
import { describeError, log } from "@/lib/log";

type State = { installed?: boolean; shuttingDown?: boolean };
const state: State = ((globalThis as { __vitalogShutdown?: State }).__vitalogShutdown ??= {});

export function isShuttingDown(): boolean {
  return state.shuttingDown === true;
}

function timeoutMs(): number {
  const value = Number(process.env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 25_000;
}

async function closeDatabase(): Promise<void> {
  const limit = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
  await Promise.race([
    closeDb().catch((err) => log.error("database close failed", { error: describeError(err) })),
    limit,
  ]);
}

function onSignal(signal: NodeJS.Signals): void {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  const started = Date.now();
  log.info("shutdown started", { signal });
  const exit = process.exit.bind(process);
  let exiting = false;
  // Next calls process.exit once its server has closed (no request left in flight).
  process.exit = ((code?: number | string | null) => {
    if (exiting) return undefined as never;
    exiting = true;
    void closeDatabase().finally(() => {
      log.info("shutdown complete", { signal, duration_ms: Date.now() - started, code: code ?? 0 });
      exit(code ?? 0);
    });
    return undefined as never;
  }) as typeof process.exit;
  setTimeout(() => {
    log.error("shutdown timed out: requests still in flight", { timeout_ms: timeoutMs() });
    exit(1);
  }, timeoutMs()).unref();
  // Without Next's handler (NEXT_MANUAL_SIG_HANDLE, a custom server) nobody would exit.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) void closeDatabase().finally(() => exit(0));
}

/** Installs the handlers once per process (instrumentation.ts). */
export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
