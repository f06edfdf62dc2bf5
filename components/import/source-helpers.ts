/**
 * What the import page asks of the importers: the standard score of a Daylio mood name, and a
 * first guess at a CSV's columns from its header names.
 */
import { suggestMapping } from "@/lib/import/sources/csv/suggest";
import { moodScore } from "@/lib/import/sources/daylio/moods";
import type { CsvMapping } from "@/lib/import/types";

export function defaultMoodScore(label: string): number | null {
  return moodScore(label);
}

export function suggestColumns(headers: readonly string[]): CsvMapping | null {
  return suggestMapping(headers);
}
