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
 * A TLS handshake that failed (sslmode=require or verify-full and a certificate that does not
 * fit): the database cannot be reached as configured.
 */
const TLS_CODES = new Set([
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);
/**
 * PostgreSQL codes of a server that is not serving: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down), 53300 too_many_connections; or that
 * refuses the connection as configured: 3D000 the database does not exist, 28000 and 28P01
 * (class 28: no such role, no pg_hba.conf entry, a wrong password).
 * Class 08 (connection exceptions) and class 28 are matched by prefix.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);
const SERVER_CLASSES = ["08", "28"];
/** node-postgres and pg-pool raise these without a code. */
const DRIVER_MESSAGES = new RegExp(
  [
    "Connection terminated",
    "connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error",
    "Client was closed and is not queryable",
    "the database system is (starting up|shutting down|in recovery mode)",
    // sslmode=require to a server without TLS
    "The server does not support SSL connections",
    "SSL routines",
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
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) ||
        TLS_CODES.has(code) ||
        code.startsWith("ERR_SSL_") ||
        SERVER_CODES.has(code) ||
        SERVER_CLASSES.some((prefix) => code.startsWith(prefix) && code.length === 5))
    )
      return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
    // Node's connect to a name with several addresses fails with an AggregateError of each attempt
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    const cause = (current as { cause?: unknown }).cause;
    // Auth.js wraps what its callbacks threw as `cause.err`
    const wrapped = cause && typeof cause === "object" ? (cause as { err?: unknown }).err : undefined;
    if (wrapped && isDatabaseUnavailable(wrapped)) return true;
    current = cause;
  }
  return false;
}

/**
 * True when the database ended a statement at one of its time limits (db/pg-pool.ts): a
 * lock held elsewhere for longer than the lock timeout (55P03 lock_not_available) or a
 * statement that ran past the statement timeout (57014, which a cancel by hand shares, so
 * the message tells them apart). The request may well succeed a moment later.
 */
export function isDatabaseTimeout(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code === "55P03") return true;
  if (code !== "57014") return false;
  let current: unknown = err;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const message = (current as { message?: unknown }).message;
    if ((current as { code?: unknown }).code === "57014" && typeof message === "string")
      return /statement timeout|lock timeout/i.test(message);
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

/** The detail of a 503 when the database cannot be reached or refuses the connection. */
export const DATABASE_UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";
/** The detail of a 503 when a statement reached a time limit (a lock held elsewhere, a slow query). */
export const DATABASE_BUSY = "The service is busy right now. Please try again in a moment.";
