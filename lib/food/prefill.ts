/**
 * The log form's prefill travels in the URL (`/food?tab=log&prefill=...`), so "Use This
 * Product", "Use This Result" and "Log Again" are plain navigations to the Log Food tab.
 */
import { prefillSchema, type Prefill } from "./schema";

export function prefillHref(values: Prefill): string {
  return `/food?tab=log&prefill=${encodeURIComponent(JSON.stringify(values))}`;
}

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
