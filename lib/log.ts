/**
 * Server log lines: one JSON object a line on stdout, e.g.
 * `{"level":"info","time":"…","pid":1,"request_id":"…","status":200,"msg":"request"}`.
 * Callers pass ids and outcomes, never passwords, tokens, email addresses, query strings
 * or health data; errors are reduced to their name, code and message (`describeError`).
 * LOG_LEVEL (info, warn, error; default info) sets what is printed. Under NODE_ENV=test
 * info lines are not printed, warnings and errors go to stderr.
 */
/** Flat values under names of their own (the line's level, time, pid and msg are not theirs to set). */
type Fields = Record<string, string | number | boolean | null | undefined> & {
  level?: never;
  time?: never;
  pid?: never;
  msg?: never;
};
type Level = "info" | "warn" | "error";

const RANK: Record<Level, number> = { info: 30, warn: 40, error: 50 };

let captured: string[] | undefined;

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

function write(target: NodeJS.WriteStream, text: string, batching: boolean): void {
  if (target === process.stdout && batching) {
    batch += text;
    if (batch.length >= BATCH_MAX) flushBatch();
    else if (!flushQueued) {
      flushQueued = true;
      setImmediate(flushBatch);
    }
    return;
  }
  flushBatch();
  target.write(text);
}

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

/**
 * One line: level, time, pid, the fields (undefined ones left out, as JSON.stringify does),
 * msg. Fields are flat values, so the line is one JSON.stringify (the key order pino wrote).
 */
function line(level: Level, msg: string, fields?: Fields) {
  const target = destination(level);
  if (!target && !captured) return;
  const text = `${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, ...fields, msg })}\n`;
  captured?.push(text.trimEnd());
  if (target) write(target, text, level === "info");
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
