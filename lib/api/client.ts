/**
 * The browser's typed client for our REST contract. The session cookie travels with each
 * call; failures become an ApiClientError carrying the server's `detail`, or the spec's
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

/** The message to show for a failed call: the server's detail, else the given fallback. */
export function failureMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiClientError) return err.detail || fallback;
  return NETWORK_ERROR;
}
