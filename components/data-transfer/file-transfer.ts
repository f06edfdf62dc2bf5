/**
 * A generated file downloaded and saved under its name, with the bytes counted as they stream
 * in. `api()` reads JSON, so this is its own fetch; a failure is an ApiClientError as `api()`
 * throws it (status 0 when the server could not be reached).
 */
import { ApiClientError } from "@/lib/api-client/client";

async function failure(res: Response): Promise<ApiClientError> {
  const data = (await res.json().catch(() => null)) as { detail?: unknown } | null;
  return new ApiClientError(res.status, typeof data?.detail === "string" ? data.detail : "");
}

function filenameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Downloads `url`, counting the bytes received, and answers the saved file's name. */
export async function downloadFile(
  url: string,
  fallbackName: string,
  onBytes: (received: number) => void,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin" });
  } catch {
    throw new ApiClientError(0, "");
  }
  if (!res.ok) throw await failure(res);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  try {
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onBytes(received);
    }
  } catch {
    throw new ApiClientError(0, "");
  }
  const blob = new Blob(chunks, { type: res.headers.get("content-type") ?? "application/octet-stream" });
  const filename = filenameOf(res, fallbackName);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return filename;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
