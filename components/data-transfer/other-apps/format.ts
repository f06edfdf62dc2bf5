/** Sizes, counts and date ranges as the import page writes them. */
import { formatShortDate } from "@/lib/time/format";

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

/** "1 record", "1,204 records". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** "512 bytes", "38 KB", "1.2 GB": a file's size at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** "May 28, 2015 – Jul 1, 2016", or one date. */
export function formatRange(first: string | null, last: string | null): string {
  if (!first || !last) return "No dates";
  return first === last ? formatShortDate(first) : `${formatShortDate(first)} – ${formatShortDate(last)}`;
}
