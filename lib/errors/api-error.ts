/**
 * The one error type of the API. Services throw it; the route wrapper turns it into
 * `{ "detail": ... }` with its status. Anything else that escapes is a 500 (or a 503 when
 * the database is unreachable) with a generic detail, and is logged, never sent.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly headers: Record<string, string>;

  constructor(status: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }

  static badRequest(detail: string) {
    return new ApiError(400, detail);
  }
  static unauthorized(detail = "Not authenticated. Please log in.") {
    return new ApiError(401, detail);
  }
  static paymentRequired(detail: string) {
    return new ApiError(402, detail);
  }
  static forbidden(detail: string) {
    return new ApiError(403, detail);
  }
  static notFound(detail = "Not found.") {
    return new ApiError(404, detail);
  }
  static conflict(detail: string) {
    return new ApiError(409, detail);
  }
  static tooManyRequests(detail: string, retryAfterSeconds?: number) {
    const headers: Record<string, string> = {};
    if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    return new ApiError(429, detail, headers);
  }
  static unavailable(detail: string) {
    return new ApiError(503, detail);
  }

  toResponse(): Response {
    return Response.json(
      { detail: this.detail },
      { status: this.status, headers: { "Cache-Control": "no-store", ...this.headers } },
    );
  }
}
