/** Fetches a generated file, counting bytes as they stream in, and saves it under its name. */
export type DownloadResult = { ok: true; filename: string } | { ok: false; status: number; detail: string };

function filenameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

export async function downloadFile(
  url: string,
  fallbackName: string,
  onBytes: (received: number) => void,
): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin" });
  } catch {
    return { ok: false, status: 0, detail: "" };
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    return { ok: false, status: res.status, detail: typeof data?.detail === "string" ? data.detail : "" };
  }
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
    return { ok: false, status: 0, detail: "" };
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
  return { ok: true, filename };
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
