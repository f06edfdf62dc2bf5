/**
 * Server log lines: one JSON object a line (pino) on stdout, e.g.
 * `{"level":"info","time":"…","pid":1,"msg":"request","request_id":"…","status":200}`.
 * Callers pass ids and outcomes, never passwords, tokens, email addresses, query strings
 * or health data; errors are reduced to their name, code and message (`describeError`).
 * LOG_LEVEL (info, warn, error; default info) sets what is printed. Under NODE_ENV=test
 * info lines are not printed, warnings and errors go to stderr.
 */
import pino from "pino";

type Fields = Record<string, string | number | boolean | null | undefined>;
type Level = "info" | "warn" | "error";

const RANK: Record<Level, number> = { info: 30, warn: 40, error: 50 };

let captured: string[] | undefined;
/** Where the line being written goes; set by `line()` just before pino writes it (synchronously). */
let target: NodeJS.WriteStream | undefined;
/** Set with `target`: whether the line being written may wait for the batch (info lines). */
let batching = false;

/**
 * Info lines on stdout (the access log: one a request) are written together once a turn of
 * the event loop, not one write each; a warning or an error is written at once, after them.
 */
let batch = "";
let flushQueued = false;

function flushBatch(): void {
  flushQueued = false;
  if (!batch) return;
  const text = batch;
  batch = "";
  process.stdout.write(text);
}
// stdout is synchronous for files and pipes on Linux: what is batched when the process ends is still written
process.once("exit", flushBatch);

const BATCH_MAX = 64 * 1024;

const sink = {
  write(chunk: string) {
    captured?.push(chunk.trimEnd());
    if (!target) return;
    if (target === process.stdout && batching) {
      batch += chunk;
      if (batch.length >= BATCH_MAX) flushBatch();
      else if (!flushQueued) {
        flushQueued = true;
        setImmediate(flushBatch);
      }
      return;
    }
    flushBatch();
    target.write(chunk);
  },
};

const logger = pino(
  {
    level: "info",
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  sink,
);

/**
 * Tests read what the server logged (security: no password, token or health text in logs).
 * Every line is captured, whatever the level, LOG_LEVEL and NODE_ENV, until `stop()`.
 */
export function captureLogsForTesting(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  captured = lines;
  return {
    lines,
    stop: () => {
      if (captured === lines) captured = undefined;
    },
  };
}

function printedLevel(): number {
  const wanted = (process.env.LOG_LEVEL ?? "").trim().toLowerCase();
  return wanted in RANK ? RANK[wanted as Level] : RANK.info;
}

function destination(level: Level): NodeJS.WriteStream | undefined {
  if (RANK[level] < printedLevel()) return undefined;
  if (process.env.NODE_ENV === "test") return level === "info" ? undefined : process.stderr;
  return process.stdout;
}

function line(level: Level, msg: string, fields?: Fields) {
  target = destination(level);
  batching = level === "info";
  try {
    const clean = fields ? Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) : {};
    logger[level](clean, msg);
  } finally {
    target = undefined;
  }
}

/**
 * The message without the values of a failed query: drizzle's "Failed query: <sql>\nparams:
 * <values>" carries user data (emails, hashes, notes).
 */
function messageOf(err: Error): string {
  if ("query" in err && "params" in err) return `Failed query: ${String(err.query)}`;
  return err.message.replace(/\nparams:[\s\S]*$/, "");
}

export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const cause = err.cause instanceof Error ? ` (cause: ${messageOf(err.cause)})` : "";
    return `${err.name}${typeof code === "string" ? ` ${code}` : ""}: ${messageOf(err)}${cause}`;
  }
  return String(err);
}

export const log = {
  info: (msg: string, fields?: Fields) => line("info", msg, fields),
  warn: (msg: string, fields?: Fields) => line("warn", msg, fields),
  error: (msg: string, fields?: Fields) => line("error", msg, fields),
};
