/**
 * Any error as the API's answer: an `ApiError` is its own `{ "detail": ... }`; a database
 * that cannot be reached, or a statement ended at its time limit, is a 503 (and closes the
 * page gate); anything else is a 500 with a generic detail. The real error is logged, never sent.
 */
import "server-only";
import { describeError, log } from "@/lib/log";
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, isDatabaseTimeout, isDatabaseUnavailable } from "@/lib/errors/db-errors";
import { ApiError } from "@/lib/errors/api-error";
import { noteDatabaseUnavailable } from "@/lib/http/database-gate";

export function errorResponse(err: unknown, where: string): Response {
  if (err instanceof ApiError) return err.toResponse();
  if (isDatabaseUnavailable(err)) {
    noteDatabaseUnavailable(); // pages answer 503 too until the database answers again
    log.error("database unavailable", { where, error: describeError(err) });
    return ApiError.unavailable(DATABASE_UNAVAILABLE).toResponse();
  }
  if (isDatabaseTimeout(err)) {
    log.error("database time limit reached", { where, error: describeError(err) });
    return ApiError.unavailable(DATABASE_BUSY).toResponse();
  }
  log.error("unexpected error", { where, error: describeError(err) });
  return new ApiError(500, "Something went wrong on our side. Please try again.").toResponse();
}
