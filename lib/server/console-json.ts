/**
 * console.error, console.warn and Node's process warnings as one JSON line each, through
 * lib/log.ts: Next prints a page's error (a server component that threw) and libraries print
 * their warnings as multi-line text on stderr, which a collector reading JSON lines cannot
 * parse. An error is reduced as the logger reduces every error (`describeError`: name, code,
 * message, no stack, no query values); other text loses its stack lines and colours.
 */
import { format } from "node:util";
import { describeError, log } from "@/lib/log";

/** The escape sequences of terminal colours. */
const ANSI = /\u001b\[[0-9;]*m/g;
/** Enough for a message; a dump of some object is cut here. */
const MAX_TEXT = 2_000;

type ConsoleFields = { text?: string; error?: string; digest?: string };

/** The fields of one console call: its text, its errors (described) and a page error's digest. */
export function consoleFields(args: unknown[]): ConsoleFields {
  const errors = args.filter((a): a is Error => a instanceof Error);
  const rest = args.filter((a) => !(a instanceof Error));
  const text = rest.length
    ? format(...rest)
        .replace(ANSI, "")
        .replace(/\nparams:[\s\S]*$/, "")
        .replace(/\n\s+at [^\n]*/g, "")
        .trim()
        .slice(0, MAX_TEXT)
    : undefined;
  const digest = errors.map((e) => (e as { digest?: unknown }).digest).find((d) => typeof d === "string") as
    string | undefined;
  return {
    text: text || undefined,
    error: errors.length ? errors.map(describeError).join("; ") : undefined,
    digest,
  };
}

/** Once per process (instrumentation.ts, in production). */
export function installConsoleAsJson(): void {
  const flag = globalThis as { __vitalogConsoleJson?: boolean };
  if (flag.__vitalogConsoleJson) return;
  flag.__vitalogConsoleJson = true;
  console.error = (...args: unknown[]) => log.error("console.error", consoleFields(args));
  console.warn = (...args: unknown[]) => log.warn("console.warn", consoleFields(args));
  // Node's own listener prints the warning and its hint over several lines
  process.removeAllListeners("warning");
  process.on("warning", (warning) => log.warn("process warning", { error: describeError(warning) }));
}
