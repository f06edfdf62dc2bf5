/** The processes the bench measures: vitalog under `next start`, the empty Next app, the bare server. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const FLOOR_DIR = path.join(ROOT, "bench", "floor");
/** vitalog's bench build goes here, beside the usual .next (gitignored by `.next-*`). */
export const DIST_DIR = ".next-bench";
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");

export type Server = {
  name: string;
  url: string;
  pid: number;
  rssMb: () => number;
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/**
 * `next build` of vitalog into .next-bench, then of the reference app (bench/floor).
 * next rewrites tsconfig.json: put it back.
 */
export function buildAll(): void {
  const tsconfig = path.join(ROOT, "tsconfig.json");
  const saved = readFileSync(tsconfig, "utf8");
  try {
    run("next build (vitalog)", ROOT, { NEXT_DIST_DIR: DIST_DIR });
  } finally {
    writeFileSync(tsconfig, saved);
  }
  if (floorIsStale()) run("next build (reference app: empty route, food-day SQL)", FLOOR_DIR, {});
}

/** The reference app is rebuilt only when its routes, their SQL, its config or Next changed since its build. */
function floorIsStale(): boolean {
  const built = path.join(FLOOR_DIR, ".next", "BUILD_ID");
  if (!existsSync(built)) return true;
  const routes = ["empty", "food-day"].map((name) => path.join(FLOOR_DIR, "app", "api", name, "route.js"));
  const pages = [path.join(FLOOR_DIR, "app", "layout.js"), path.join(FLOOR_DIR, "app", "empty", "page.js")];
  const sources = [
    ...routes,
    ...pages,
    path.join(ROOT, "bench", "food-day-sql.mjs"),
    path.join(FLOOR_DIR, "next.config.ts"),
    path.join(ROOT, "node_modules", "next", "package.json"),
  ];
  return sources.some((f) => statSync(f).mtimeMs > statSync(built).mtimeMs);
}

function run(label: string, cwd: string, extraEnv: Record<string, string>): void {
  console.log(`[bench] ${label}...`);
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd,
    env: { ...process.env, ...extraEnv },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A process and its descendants (Linux /proc). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    tree.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return tree;
}

function readOr(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return ""; // the process ended meanwhile
  }
}

/** Resident memory of a process and its children, in MB. */
export function treeRssMb(pid: number): number {
  const kb = processTree(pid).reduce(
    (n, p) => n + Number(/VmRSS:\s+(\d+)/.exec(readOr(`/proc/${p}/status`))?.[1] ?? 0),
    0,
  );
  return Math.round(kb / 1024);
}

/** CPU time (user + system) a process and its children have used, in ms (clock ticks of 10 ms). */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((n, p) => {
    const stat = readOr(`/proc/${p}/stat`);
    if (!stat) return n;
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return n + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Where each server's output goes: a file, so the load generator never reads a server's log. */
export const LOG_DIR = path.join(ROOT, ".data", "bench-logs");

/** The last `bytes` of a file. */
function tail(file: string, bytes = 20_000): string {
  const fd = openSync(file, "r");
  try {
    const size = statSync(file).size;
    const buffer = Buffer.alloc(Math.min(bytes, size));
    readSync(fd, buffer, 0, buffer.length, size - buffer.length);
    return buffer.toString();
  } finally {
    closeSync(fd);
  }
}

function startProcess(
  name: string,
  args: string[],
  opts: { cwd: string; env: Record<string, string>; port: number; probe: string },
): Promise<Server> {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name.replace(/[^a-z0-9]+/gi, "-")}.log`);
  const out = openSync(logFile, "w");
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const log = () => `(${path.relative(ROOT, logFile)})\n${tail(logFile)}`;
  const url = `http://127.0.0.1:${opts.port}`;
  const server: Server = {
    name,
    url,
    pid: child.pid!,
    rssMb: () => treeRssMb(child.pid!),
    cpuMs: () => treeCpuMs(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
  return waitFor(url + opts.probe, child, log).then(
    () => server,
    async (err: unknown) => {
      await server.stop();
      throw err;
    },
  );
}

export const AUTH_SECRET = "bench-auth-secret-not-for-production-0123456789";

/** vitalog under `next start` against the bench database. */
export function startApp(port: number, databaseUrl: string): Promise<Server> {
  return startProcess("vitalog", [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: ROOT,
    port,
    probe: "/login",
    env: {
      NODE_ENV: "production",
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET,
      AUTH_TRUST_HOST: "true",
      APP_URL: `http://127.0.0.1:${port}`,
      OFF_OFFLINE: "1",
      OUTBOX_DIR: path.join(ROOT, ".data", "bench-outbox"),
      // the personal-token scenarios measure what counting costs, not refusals
      API_RATE_PER_MINUTE: "100000000",
      API_RATE_PER_DAY: "100000000",
      // the app-token scenarios measure requests, not the app sign-in's budget
      APP_RATE_PER_MINUTE: "100000000",
    },
  });
}

/**
 * The minimal Next app (bench/floor): its empty route and empty page are the framework's floors
 * for a route handler and for a page; its food-day route runs the same SQL as the bare server.
 */
export function startFloor(port: number, databaseUrl: string): Promise<Server> {
  return startProcess("reference app", [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: FLOOR_DIR,
    port,
    probe: "/api/empty",
    env: { NODE_ENV: "production", DATABASE_URL: databaseUrl },
  });
}

/** node:http + pg running the food-day read's SQL: the practical limit. */
export function startBare(port: number, databaseUrl: string): Promise<Server> {
  return startProcess("bare node+pg", [path.join(ROOT, "bench", "bare-server.mjs")], {
    cwd: ROOT,
    port,
    probe: "/health",
    env: { DATABASE_URL: databaseUrl, PORT: String(port) },
  });
}

/**
 * Waits until the server has finished what earlier scenarios left running (a client gone
 * after its time is up does not stop a render or an export): under 10% of a core for 1 s.
 */
export async function waitIdle(server: Server, maxSeconds = 120): Promise<void> {
  const deadline = Date.now() + maxSeconds * 1000;
  while (Date.now() < deadline) {
    const before = server.cpuMs();
    await new Promise((r) => setTimeout(r, 1000));
    if (server.cpuMs() - before < 100) return;
  }
}
