/**
 * Server log lines. Callers pass ids and outcomes, never passwords, tokens, email bodies
 * or health data; errors are reduced to their name, code and message.
 */
type Fields = Record<string, string | number | boolean | null | undefined>;

let captured: string[] | undefined;

/**
 * Tests read what the server logged (security: no password, token or health text in logs).
 * Every line is captured, whatever the level and NODE_ENV, until `stop()`.
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

function line(level: "info" | "warn" | "error", msg: string, fields?: Fields) {
  const extra = fields
    ? " " + Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${v}`).join(" ")
    : "";
  const out = `[vitalog] ${level} ${msg}${extra}`;
  captured?.push(out);
  if (level === "error") console.error(out);
  else if (level === "warn") console.warn(out);
  else if (process.env.NODE_ENV !== "test") console.log(out);
}

/** drizzle's "Failed query: <sql>\nparams: <values>": the values are user data (emails, hashes, notes). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, "");

export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const cause = err.cause instanceof Error ? ` (cause: ${withoutParams(err.cause.message)})` : "";
    return `${err.name}${typeof code === "string" ? ` ${code}` : ""}: ${withoutParams(err.message)}${cause}`;
  }
  return String(err);
}

export const log = {
  info: (msg: string, fields?: Fields) => line("info", msg, fields),
  warn: (msg: string, fields?: Fields) => line("warn", msg, fields),
  error: (msg: string, fields?: Fields) => line("error", msg, fields),
};
