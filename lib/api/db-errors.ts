/** Socket errors of a database that cannot be reached (node-postgres passes Node's codes through). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
/**
 * PostgreSQL codes of a server that is not serving: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections.
 * Class 08 (connection exceptions) is matched by prefix.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres and pg-pool raise these without a code. */
const DRIVER_MESSAGES = new RegExp(
  [
    "Connection terminated",
    "connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error",
    "Client was closed and is not queryable",
    "the database system is (starting up|shutting down|in recovery mode)",
  ].join("|"),
  "i",
);

/** True when an error means the database could not be reached, not that a query was wrong. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    // Node's connect to a name with several addresses fails with an AggregateError of each attempt
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The Postgres error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
