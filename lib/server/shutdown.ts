/**
 * Graceful shutdown on SIGTERM/SIGINT (Docker, Kubernetes, systemd, a PaaS). Next's own
 * server (next start and the standalone server.js) stops listening on the signal, waits
 * for its connections to close, then calls process.exit(143). Keep-alive connections would
 * keep it serving, so at the signal (lib/server/http-hooks.ts): every answer still to
 * start carries `Connection: close`, idle keep-alive sockets are closed at once, and a
 * request that arrives on an open connection is answered 503. `/api/ready` says 503 too.
 * Requests in flight (a long export) finish; the database (pg pool or PGlite) is closed
 * only once none is left, then the process exits. A request that never finishes cannot
 * hold the process forever: SHUTDOWN_TIMEOUT_MS (default 25 s) ends it.
 */
import { closeDb } from "@/db/client";
import { describeError, log } from "@/lib/log";
import { closeServers, drained, requestsInFlight, startDraining } from "./http-hooks";

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
  log.info("shutdown started", { signal, in_flight: requestsInFlight() });
  startDraining();
  const exit = process.exit.bind(process);
  let exiting = false;
  const finish = (code: number | string | null | undefined) => {
    if (exiting) return;
    exiting = true;
    // the pool is used until the last request has returned: never "pool after end"
    void drained()
      .then(closeDatabase)
      .finally(() => {
        log.info("shutdown complete", { signal, duration_ms: Date.now() - started, code: code ?? 0 });
        exit(code ?? 0);
      });
  };
  // Next calls process.exit once its server has closed and its after() tasks are done.
  process.exit = ((code?: number | string | null) => {
    finish(code);
    return undefined as never;
  }) as typeof process.exit;
  setTimeout(() => {
    log.error("shutdown timed out: requests still in flight", {
      timeout_ms: timeoutMs(),
      in_flight: requestsInFlight(),
    });
    exit(1);
  }, timeoutMs()).unref();
  // Without Next's handler (NEXT_MANUAL_SIG_HANDLE, a custom server) nobody else would exit.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    closeServers();
    finish(0);
  }
}

/** Installs the handlers once per process (instrumentation.ts). */
export function installGracefulShutdown(): void {
  if (state.installed) return;
  state.installed = true;
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
