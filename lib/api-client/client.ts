/**
 * The browser's typed client for our REST contract. The session cookie travels with each
 * call; failures become an ApiClientError carrying the server's `detail`, or the
 * network message when the server could not be reached.
 */
import type { ContractRead, ContractWrite, WriteMethod } from "./contract";

export const NETWORK_ERROR = "Network error. Please try again.";

export class ApiClientError extends Error {
  readonly status: number;
  readonly detail: string;
  constructor(status: number, detail: string) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
}

/**
 * Calls the API. A `FormData` body goes as multipart (a file upload, the browser sets its
 * boundary); any other body as JSON. Untyped: `api` is the typed door to it.
 */
async function send<T>(path: string, method: "GET" | WriteMethod, body?: unknown, idempotencyKey?: string): Promise<T> {
  const multipart = typeof FormData !== "undefined" && body instanceof FormData;
  const headers: Record<string, string> = idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {};
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiClientError(0, NETWORK_ERROR);
  }
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const detail = data && typeof data.detail === "string" ? data.detail : "";
    throw new ApiClientError(response.status, detail);
  }
  return data as T;
}

/**
 * A read of the contract: a path (with its query) the OpenAPI document has a GET for.
 * `T` is best written as `ApiResult<"/api/...">` (lib/api-client/contract.ts), the document's answer.
 */
export function api<T = unknown>(path: ContractRead): Promise<T>;
/**
 * A write of the contract: path, method (POST when omitted) and body, as the document has them;
 * a POST with `idempotencyKey` is made once however often it is sent (lib/http/idempotency).
 */
export function api<T = unknown>(request: ContractWrite, options?: { idempotencyKey?: string }): Promise<T>;
export function api<T>(target: ContractRead | ContractWrite, options?: { idempotencyKey?: string }): Promise<T> {
  if (typeof target === "string") return send<T>(target, "GET");
  return send<T>(target.path, target.method ?? "POST", target.body, options?.idempotencyKey);
}

export type FailureText = {
  /** Shown when the server sends no detail. */
  fallback: string;
  /**
   * Put before the fallback with a colon, e.g. "Error" or "Error updating migraine" (the catalogue's
   * wording of a failure the server does not explain). A server's detail is a sentence of its own
   * and reads alone, so every toast with a reason reads the same way.
   */
  prefix?: string;
  /** Fixed messages for some statuses, in place of the server's detail (0: the server could not be reached). */
  byStatus?: Partial<Record<number, string>>;
  /** The statuses whose detail the user reads; any other failure reads `fallback`. Default: all. */
  detailFor?: readonly number[];
};

/**
 * The one wording of a failed call: the server's detail, else the fallback after the prefix when
 * there is one. A server that could not be reached reads "Network error. Please try again.".
 */
export function errorText(err: unknown, failure: string | FailureText): string {
  const { fallback, prefix, byStatus, detailFor } = typeof failure === "string" ? { fallback: failure } : failure;
  const status = err instanceof ApiClientError ? err.status : 0;
  if (status === 0) return byStatus?.[0] ?? NETWORK_ERROR;
  const detail = detailFor && !detailFor.includes(status) ? "" : (err as ApiClientError).detail;
  const fixed = byStatus?.[status];
  if (fixed) return fixed;
  if (detail) return detail;
  return prefix ? `${prefix}: ${fallback}` : fallback;
}
