/**
 * The browser's typed client for our REST contract. The session cookie travels with each
 * call; failures become an ApiClientError carrying the server's `detail`, or the
 * network message when the server could not be reached.
 */
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

export async function api<T = unknown>(
  path: string,
  init: { method?: "GET" | "POST" | "PUT" | "DELETE"; body?: unknown } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
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

export type FailureText = {
  /** Shown when the server sends no detail. */
  fallback: string;
  /** Put before the text with a colon, e.g. "Error" or "Error updating migraine". */
  prefix?: string;
  /** Fixed messages for some statuses, in place of the server's detail. */
  byStatus?: Partial<Record<number, string>>;
};

/**
 * The one wording of a failed call: the server's detail (else the fallback), after the prefix
 * when there is one. A server that could not be reached reads "Network error. Please try again.".
 */
export function errorText(err: unknown, failure: string | FailureText): string {
  const { fallback, prefix, byStatus } = typeof failure === "string" ? { fallback: failure } : failure;
  if (!(err instanceof ApiClientError) || err.status === 0) return NETWORK_ERROR;
  const text = byStatus?.[err.status] ?? (err.detail || fallback);
  return prefix ? `${prefix}: ${text}` : text;
}
