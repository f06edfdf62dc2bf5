import type { CsvReader } from "../../source";
import type { ImportContext, RecordSink } from "../../types";
import { SkipTally } from "../../skip-tally";

/**
 * A CSV's columns found by their header names (trimmed, case ignored), never by position:
 * the apps reorder their columns and add new ones from one version or user to the next.
 */
export class Columns {
  private readonly index = new Map<string, number>();

  constructor(readonly header: readonly string[]) {
    header.forEach((name, i) => {
      const key = name.trim().toLowerCase();
      if (key && !this.index.has(key)) this.index.set(key, i);
    });
  }

  has(name: string): boolean {
    return this.index.has(name.toLowerCase());
  }

  /** The first of `names` the file has, as its index. */
  find(...names: string[]): number | null {
    for (const name of names) {
      const i = this.index.get(name.toLowerCase());
      if (i !== undefined) return i;
    }
    return null;
  }

  /** The cell of the first of `names` the file has, trimmed; "" when absent or empty. */
  text(cells: readonly string[], ...names: string[]): string {
    const i = this.find(...names);
    return i === null ? "" : (cells[i] ?? "").trim();
  }

  /** The cell as a number; null when absent, empty or not a number. */
  number(cells: readonly string[], ...names: string[]): number | null {
    const text = this.text(cells, ...names);
    if (text === "") return null;
    const n = Number(text);
    return Number.isFinite(n) ? n : null;
  }
}

/** The first row of a file's head, split on commas: enough to know a header by its names. */
export function headerOf(head: string): string[] {
  const line = head.split(/\r?\n/, 1)[0] ?? "";
  return line.split(",").map((cell) => cell.trim().replace(/^"(.*)"$/, "$1"));
}

/**
 * A reader of a CSV whose first row names its columns: `row` sees every later row with the
 * columns found by name; the skips it counts are reported once, at the end of the file.
 */
export function headedCsvReader(
  row: (c: Columns, cells: string[], ctx: ImportContext, sink: RecordSink, skips: SkipTally) => void,
): CsvReader {
  return {
    format: "csv",
    begin(ctx, sink) {
      const skips = new SkipTally();
      let columns: Columns | null = null;
      return {
        row(cells) {
          if (columns) row(columns, cells, ctx, sink, skips);
          else columns = new Columns(cells);
        },
        end() {
          skips.flush(sink);
        },
      };
    },
  };
}
