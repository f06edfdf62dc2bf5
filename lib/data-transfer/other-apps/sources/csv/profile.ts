/**
 * What the first rows of a CSV (its first 64 KB) say about each column: whether it holds dates,
 * and in which day order its numeric dates are written.
 */
import { CsvStream } from "../../csv-stream";
import { defaultOrder, orderEvidence, parseDateCell, type DayOrder } from "./dates";

export const SAMPLE_ROWS = 500;
/** The share of a column's filled cells that must read as dates for it to be a column of dates. */
const DATE_SHARE = 0.8;
const DATE_NAME = /\b(date|day|datum|fecha|data|jour|tag|timestamp|datetime)\b/i;

export type ColumnProfile = {
  name: string;
  /** Filled cells seen, and how many of them read as dates. */
  filled: number;
  dates: number;
  /** How its numeric dates are to be read (settled by the values, else the separator's custom). */
  order: DayOrder | null;
};

export type CsvProfile = { headers: string[]; rows: number; columns: ColumnProfile[] };

/** The size of the head the reader hands to recognisers, less what a byte-order mark and a cut character take. */
const WHOLE_FILE_BELOW = 64 * 1024 - 8;

/**
 * The header row and the rows after it in `head`. A head shorter than the reader's is the whole
 * file, its last row complete; otherwise the last row may be cut and is left out.
 */
export function headRows(head: string, max = SAMPLE_ROWS + 1): string[][] {
  const rows: string[][] = [];
  const csv = new CsvStream((cells) => {
    if (rows.length < max) rows.push(cells);
  });
  csv.push(head);
  if (rows.length < 2 || new TextEncoder().encode(head).length < WHOLE_FILE_BELOW) csv.end();
  return rows;
}

export function profileRows(rows: readonly string[][]): CsvProfile {
  const [headers = [], ...data] = rows;
  const columns = headers.map((name, index) => {
    let filled = 0;
    let dates = 0;
    let dmy = 0;
    let mdy = 0;
    let first: string | null = null;
    for (const row of data) {
      const cell = (row[index] ?? "").trim();
      if (!cell) continue;
      filled += 1;
      const evidence = orderEvidence(cell);
      if (evidence || parseDateCell(cell, null)) dates += 1;
      if (evidence) first ??= cell;
      if (evidence === "dmy") dmy += 1;
      if (evidence === "mdy") mdy += 1;
    }
    const order: DayOrder | null = dmy > mdy ? "dmy" : mdy > dmy ? "mdy" : first !== null ? defaultOrder(first) : null;
    return { name: name.trim(), filled, dates, order };
  });
  return { headers: headers.map((h) => h.trim()), rows: data.length, columns };
}

/** Whether a column holds dates: most of its filled cells, or its name when no row is there. */
export function holdsDates(column: ColumnProfile): boolean {
  if (column.filled === 0) return DATE_NAME.test(column.name);
  return column.dates / column.filled >= DATE_SHARE;
}
