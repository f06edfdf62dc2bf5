/**
 * Daylio's CSV export ("daylio_export.csv"): mood entries become journal entries, one a day.
 * Known by its header row, or, when the header was lost, by its first row's content.
 */
import { CsvStream } from "../../csv-stream";
import type { Recogniser } from "../../source";
import { layoutFromHeader, looksLikeEntry } from "./layout";
import { daylioReader } from "./reader";

export { DEFAULT_MOOD_SCORES, moodScore } from "./moods";

/** The first row of a file's head, read as CSV (a quoted cell may hold a line break). */
export function firstRow(head: string): string[] | null {
  let first: string[] | null = null;
  const csv = new CsvStream((cells) => {
    first ??= cells;
  });
  csv.push(head);
  if (!first) csv.end();
  return first;
}

export const recogniseDaylio: Recogniser = (_name, head) => {
  const cells = firstRow(head);
  if (!cells || !(layoutFromHeader(cells) || looksLikeEntry(cells))) return null;
  return { source: "daylio", fileKind: "Daylio mood entries", reader: daylioReader };
};
