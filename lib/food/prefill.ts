/**
 * The log form's prefill travels in the URL (`/food?tab=log&prefill=...`), so "Use This
 * Product", "Use This Result" and "Log Again" are plain navigations to the Log Food tab.
 * Client components build the link here; the page reads it with `readPrefill`
 * (./read-prefill, which needs zod and so stays on the server).
 */
import type { Prefill } from "./schema";

export function prefillHref(values: Prefill): string {
  return `/food?tab=log&prefill=${encodeURIComponent(JSON.stringify(values))}`;
}
