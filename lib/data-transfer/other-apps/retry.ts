/**
 * The import's calls to the server, made again when the server is busy or out of reach: a
 * chunk of records must arrive exactly once, and its Idempotency-Key makes a repeat safe, so a
 * lost connection is waited out rather than reported at the first failure.
 */

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export type RetryOptions = {
  fetch: Fetch;
  /** Prefixed to every path ("" in the browser: the page's own origin). */
  origin?: string;
  /** Waits `ms` (tests wait not at all). */
  sleep?: (ms: number) => Promise<void>;
  /** Told before each wait: the attempt that failed and the seconds until the next one. */
  onRetry?: (attempt: number, seconds: number, why: string) => void;
  /** Stops the waiting and the call in flight. */
  signal?: AbortSignal;
  /** Waits between attempts, in seconds; one attempt more than waits. */
  delays?: readonly number[];
};

/** About four minutes of waiting: a phone that walks out of reach of the Wi-Fi and back. */
export const RETRY_DELAYS = [1, 2, 4, 8, 15, 30, 30, 30, 60, 60] as const;
const RETRY_AFTER_MAX = 120;

export const OFFLINE = "The server could not be reached.";
export const SIGNED_OUT = "You were signed out. Sign in again, then pick the same files to resume.";

/** A failure that waiting will not mend (signed out, a request the server refuses), or waiting that ran out. */
export class SendError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The reading and sending stopped on purpose (the user cancelled). */
export class CancelledError extends Error {
  constructor() {
    super("Import cancelled");
  }
}

export const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new CancelledError());
      },
      { once: true },
    );
  });

/** Statuses a repeat may mend: in flight elsewhere (409 on the key), throttled, the server's own trouble. */
function worthRetrying(status: number): boolean {
  return status === 0 || status === 408 || status === 409 || status === 429 || status >= 500;
}

function retryAfter(response: Response | null): number | null {
  const header = response?.headers.get("retry-after");
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), RETRY_AFTER_MAX);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(Math.max((at - Date.now()) / 1000, 0), RETRY_AFTER_MAX);
}

async function detailOf(response: Response): Promise<string> {
  const data: unknown = await response.json().catch(() => null);
  const detail = data && typeof data === "object" ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === "string" && detail ? detail : `The server answered ${response.status}.`;
}

/**
 * Sends a JSON request until it gets an answer that is not worth repeating, and answers it
 * (any 2xx, or a 422 for the caller to handle); throws SendError otherwise.
 */
export async function sendJson(
  path: string,
  init: { method: string; body: unknown; headers?: Record<string, string> },
  options: RetryOptions,
): Promise<Response> {
  const delays = options.delays ?? RETRY_DELAYS;
  const sleep = options.sleep ?? ((ms: number) => defaultSleep(ms, options.signal));
  const body = JSON.stringify(init.body);
  for (let attempt = 0; ; attempt++) {
    if (options.signal?.aborted) throw new CancelledError();
    let response: Response | null = null;
    try {
      response = await options.fetch(`${options.origin ?? ""}${path}`, {
        method: init.method,
        headers: { "Content-Type": "application/json", ...init.headers },
        body,
        credentials: "same-origin",
        signal: options.signal,
      });
    } catch {
      // a network failure: no answer, worth another try unless the user cancelled
      if (options.signal?.aborted) throw new CancelledError();
    }
    const status = response?.status ?? 0;
    if (response && (response.ok || status === 422)) return response;
    if (status === 401) throw new SendError(SIGNED_OUT, 401);
    const why = response ? await detailOf(response) : OFFLINE;
    if (!worthRetrying(status)) throw new SendError(why, status);
    const wait = delays[attempt];
    if (wait === undefined) throw new SendError(why, status);
    const seconds = Math.max(wait, retryAfter(response) ?? 0);
    options.onRetry?.(attempt + 1, seconds, why);
    await sleep(seconds * 1000);
  }
}
