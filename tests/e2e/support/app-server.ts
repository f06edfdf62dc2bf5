/**
 * Production servers a test starts itself (deploy and many-instance tests): `next start`
 * or the standalone server.js from the build the suite runs against, on a port of its own,
 * with exactly the environment the test gives (nothing inherited but PATH and HOME).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import path from "node:path";

export type AppServer = {
  url: string;
  port: number;
  /** Everything the process printed, stdout and stderr. */
  output: () => string;
  /** The JSON log lines it printed on stdout. */
  logLines: () => Record<string, unknown>[];
  /** Sends a signal and waits for the exit code (or the signal name). */
  stop: (signal?: NodeJS.Signals) => Promise<number | string | null>;
  exited: Promise<number | string | null>;
};

export type Launch = "next-start" | "npm-start" | "standalone";

const ROOT = process.cwd();
const DIST = process.env.NEXT_DIST_DIR || ".next";

/** How a server listens: `host` null for every address; `keepAliveTimeoutMs` for an idle kept-alive connection. */
export type Listen = { host?: string | null; keepAliveTimeoutMs?: number };

function command(launch: Launch, port: number, { host, keepAliveTimeoutMs }: Listen) {
  const listen = [
    ...["-p", String(port)],
    ...(host ? ["-H", host] : []),
    ...(keepAliveTimeoutMs ? ["--keepAliveTimeout", String(keepAliveTimeoutMs)] : []),
  ];
  if (launch === "npm-start") return { file: "npm", args: ["start", "--silent", "--", ...listen], cwd: ROOT };
  if (launch === "standalone")
    return { file: process.execPath, args: [path.join(ROOT, DIST, "standalone", "server.js")], cwd: ROOT };
  return {
    file: process.execPath,
    args: [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", ...listen],
    cwd: ROOT,
  };
}

export const appUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Listens on 127.0.0.1 unless `listen` says otherwise (`next start` and `npm start` only). */
export function spawnApp(
  port: number,
  env: Record<string, string>,
  launch: Launch = "next-start",
  listen: Listen = {},
): AppServer {
  const host = listen.host === undefined ? "127.0.0.1" : listen.host;
  const { file, args, cwd } = command(launch, port, { ...listen, host });
  const child: ChildProcess = spawn(file, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      ...(host ? { HOSTNAME: host } : {}),
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: DIST } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let stdout = "";
  child.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
    stdout += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return {
    url: appUrl(port),
    port,
    output: () => out,
    logLines: () =>
      stdout
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .flatMap((l) => {
          try {
            return [JSON.parse(l) as Record<string, unknown>];
          } catch {
            return [];
          }
        }),
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Waits until GET /api/health answers 200, or fails with what the server printed. */
export async function waitUntilUp(app: AppServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void app.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server on ${app.port} exited:\n${app.output()}`);
    try {
      const res = await fetch(`${app.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${app.port} not up within ${timeoutMs} ms:\n${app.output()}`);
}

/**
 * Waits until GET /api/ready answers 200: migrated, the database reachable. A first start
 * migrates an empty database and loads the bundled foods, which takes a while on a busy machine.
 */
export async function waitUntilReady(app: AppServer, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(() => statusOf(`${app.url}/api/ready`), { timeout: timeoutMs, message: `${app.url}/api/ready` })
    .toBe(200);
}

/** The status of GET url, or the error's text when nothing answered (poll-friendly). */
export async function statusOf(url: string): Promise<number | string> {
  try {
    return (await fetch(url)).status;
  } catch (err) {
    return String((err as Error).cause ?? err);
  }
}
