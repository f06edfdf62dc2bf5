/**
 * Text from bytes, refusing what is not UTF-8. `Request.text()` and `Buffer.toString()`
 * turn invalid bytes into U+FFFD, so a value would be stored changed without anyone
 * noticing: a body or file that claims to be text and is not is refused instead.
 */
import { env } from "@/lib/env";
import { readBodyBytes } from "./body-bytes";
import { ApiError } from "@/lib/errors/api-error";

export const INVALID_UTF8 = "Request body must be valid UTF-8 text.";

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The text, or null when the bytes are not UTF-8. A leading byte-order mark is dropped. */
export function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** The whole body as text, up to `API_MAX_BODY_BYTES` (413 beyond); 400 when it is not UTF-8. */
export async function readBodyText(req: Request): Promise<string> {
  const text = strictUtf8(await readBodyBytes(req, env().API_MAX_BODY_BYTES));
  if (text === null) throw ApiError.badRequest(INVALID_UTF8);
  return text;
}
