/**
 * A PostgreSQL server of a test's own (initdb into a temp dir, Debian's binaries), for tests
 * that stop and restart the database: faults, readiness. Never touches the shared server on
 * 5432. As root the server runs as the `postgres` user, as PostgreSQL requires.
 */
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  port: number;
  start(): void;
  /** Fast shutdown: connected clients are cut off, as when a server restarts. */
  stop(): void;
  restart(): void;
  /** start/stop without blocking the event loop: requests in flight keep running meanwhile. */
  startAsync(): Promise<void>;
  stopAsync(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): void;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) throw new Error("PostgreSQL binaries not found under /usr/lib/postgresql");
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error("no PostgreSQL version under /usr/lib/postgresql");
  return path.join(root, versions[0], "bin");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function privatePostgresAvailable(): boolean {
  try {
    return existsSync(path.join(binDir(), "initdb"));
  } catch {
    return false;
  }
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "vitalog-pg-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "log");
  if (root)
    chownSync(
      dir,
      Number(execFileSync("id", ["-u", "postgres"]).toString().trim()),
      Number(execFileSync("id", ["-g", "postgres"]).toString().trim()),
    );
  // as root, PostgreSQL's tools must run as the postgres user
  const command = (cmd: string, args: string[]): [string, string[]] => {
    const file = path.join(bin, cmd);
    if (!root) return [file, args];
    return [
      "su",
      ["postgres", "-s", "/bin/sh", "-c", [file, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ")],
    ];
  };
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: "pipe" });
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(...command(cmd, args), (err) => (err ? reject(err) : resolve()));
    });
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-l", logFile, "-o", opts, "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  const startAsync = () => runAsync("pg_ctl", ["-D", data, "-l", logFile, "-o", opts, "-w", "start"]);
  const stopAsync = () => runAsync("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    startAsync,
    stopAsync,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    restart: () => {
      stop();
      start();
    },
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
