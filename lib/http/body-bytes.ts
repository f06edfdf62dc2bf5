/**
 * A request body read up to a limit. `Request.arrayBuffer()` reads whatever arrives, so a
 * chunked upload without Content-Length could fill the server's memory before any size
 * check: here bytes are counted as they stream in, and the stream is cancelled the moment
 * the count passes the limit.
 */
import { ApiError } from "@/lib/errors/api-error";

export const BODY_TOO_LARGE = "Request body is too large.";

/** The body's bytes; a 413 with `tooLarge` when it declares or sends more than `maxBytes`. */
export async function readBodyBytes(
  req: Request,
  maxBytes: number,
  tooLarge = BODY_TOO_LARGE,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    stopReading(req.body);
    throw new ApiError(413, tooLarge);
  }
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      stopReading(reader);
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  // a stream's chunks are never shared memory
  if (chunks.length === 1) return chunks[0] as Uint8Array<ArrayBuffer>;
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Cancels a body without waiting: a cloned request's body is one branch of a tee, whose cancel
 * settles only once the other branch is cancelled too.
 */
export function stopReading(body: { cancel(): Promise<void> } | null): void {
  body?.cancel().catch(() => undefined);
}

/** The fields of a multipart or urlencoded body already read by `readBodyBytes`; null when it does not parse. */
export async function formDataOf(req: Request, bytes: Uint8Array<ArrayBuffer>): Promise<FormData | null> {
  const type = req.headers.get("content-type") ?? "";
  return new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
}
