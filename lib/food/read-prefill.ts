/** The Log Food tab's prefill from its URL parameter (see ./prefill). */
import { prefillSchema, type Prefill } from "./schema";

/** The prefill of a URL parameter, or null when absent or malformed. */
export function readPrefill(raw: string | string[] | undefined): Prefill | null {
  if (typeof raw !== "string" || raw.length > 2000) return null;
  try {
    const parsed = prefillSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
