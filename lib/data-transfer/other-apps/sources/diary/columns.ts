/**
 * A CSV's columns found by their header names: the exports of the diary apps add, drop and
 * move columns between versions and per user, so a column is only ever looked up by name.
 */
import { CsvStream } from "../../csv-stream";
import type { CsvReader } from "../../source";
import type { ImportContext, RecordSink } from "../../types";

/** The file's header row, read from its head; null when the head holds no row. */
export function headerOf(head: string): string[] | null {
  let first: string[] | null = null;
  const csv = new CsvStream((cells) => {
    first ??= cells;
  });
  // a header name never holds a line break, so the first line is the whole header
  const lineEnd = head.search(/[\r\n]/);
  csv.push(lineEnd >= 0 ? head.slice(0, lineEnd) : head);
  csv.end();
  return first === null ? null : (first as string[]).map((name) => name.trim());
}

const keyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ");

export class Columns {
  private readonly index = new Map<string, number>();

  constructor(readonly names: readonly string[]) {
    names.forEach((name, at) => {
      if (!this.index.has(keyOf(name))) this.index.set(keyOf(name), at);
    });
  }

  has(name: string): boolean {
    return this.index.has(keyOf(name));
  }

  /** The position of the first of `names` the header holds (any case), or -1. */
  find(...names: string[]): number {
    for (const name of names) {
      const at = this.index.get(keyOf(name));
      if (at !== undefined) return at;
    }
    return -1;
  }
}

/** A cell's text, trimmed; empty when the column is absent or the row is short. */
export function cellAt(cells: readonly string[], at: number): string {
  return at < 0 ? "" : (cells[at] ?? "").trim();
}

/** A number cell: null when blank, NaN when it holds something other than a number. */
export function numberAt(cells: readonly string[], at: number): number | null {
  const text = cellAt(cells, at);
  if (text === "") return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

type RowReader = { row(cells: string[]): void; end(): void };

/**
 * A CSV reader whose rows are read against the file's header: `start` gets the header's
 * columns and answers what to do with each following row. Blank lines are passed over.
 */
export function csvByHeader(start: (columns: Columns, ctx: ImportContext, sink: RecordSink) => RowReader): CsvReader {
  return {
    format: "csv",
    begin(ctx, sink) {
      let rows: RowReader | null = null;
      return {
        row(cells) {
          if (!rows) {
            rows = start(new Columns(cells.map((name) => name.trim())), ctx, sink);
            return;
          }
          if (cells.every((cell) => cell.trim() === "")) return;
          rows.row(cells);
        },
        end() {
          rows?.end();
        },
      };
    },
  };
}
