/** How the reports round and print their figures. Pure. */
import type { Count } from "@/lib/health/patterns";

/** The mean to one decimal, or null of no values; a null (a journal rating not set) is no value. */
export function mean(values: readonly (number | null)[]): number | null {
  const xs = values.filter((x): x is number => x !== null);
  return xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
}

/** A value with its suffix ("6/10", "4 h"), or `missing` when there is none. */
export function valueOr(value: number | null, missing: string, suffix = ""): string {
  return value === null ? missing : `${value}${suffix}`;
}

/** "Stress (2), Lack of sleep (1)", or `none` for an empty list. */
export function countList(counts: Count[], none: string): string {
  return counts.length ? counts.map((c) => `${c.name} (${c.count})`).join(", ") : none;
}
