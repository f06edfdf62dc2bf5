/**
 * What the import page asks of the importers: the standard score of a Daylio mood name, and a
 * first guess at a CSV's columns from its header names.
 */
import type { CsvMapping } from "@/lib/import/types";

const STANDARD_MOODS: Record<string, number> = { rad: 10, good: 8, meh: 5, bad: 3, awful: 1 };

export function defaultMoodScore(label: string): number | null {
  return STANDARD_MOODS[label.trim().toLowerCase()] ?? null;
}

export function suggestColumns(headers: readonly string[]): CsvMapping | null {
  const date = headers.find((h) => /date/i.test(h));
  const value = headers.find((h) => h !== date && /value|amount/i.test(h));
  return date && value ? { target: "health_metric", columns: { date, value, fixed_kind: "weight" } } : null;
}
