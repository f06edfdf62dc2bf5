/**
 * Reads RFC 4180 CSV text (quoted cells, doubled quotes, CRLF or LF) into rows of cells.
 * `CsvReader` takes the text in pieces, as it is inflated, so a file is never held whole,
 * and refuses a cell or a row past its limits as soon as it gets there.
 */

export class CsvLimitError extends Error {}

export type CsvLimits = {
  /** The longest cell, in characters. */
  maxCellChars: number;
  /** The most cells a row may hold. */
  maxCells: number;
};

const NO_LIMITS: CsvLimits = { maxCellChars: Infinity, maxCells: Infinity };

export class CsvReader {
  private row: string[] = [];
  private cell = "";
  private quoted = false;
  /** A quote inside a quoted cell: a doubled quote or the cell's end, told by the next character. */
  private quoteSeen = false;
  /** A CR ended a row: a LF right after it belongs to the same line end. */
  private crSeen = false;

  constructor(
    private readonly onRow: (cells: string[]) => void,
    private readonly limits: CsvLimits = NO_LIMITS,
  ) {}

  push(text: string): void {
    const { maxCellChars } = this.limits;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.crSeen) {
        this.crSeen = false;
        if (ch === "\n") continue;
      }
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (ch === '"') {
            this.append('"', maxCellChars);
            continue;
          }
          this.quoted = false;
        } else {
          if (ch === '"') this.quoteSeen = true;
          else this.append(ch, maxCellChars);
          continue;
        }
      }
      if (ch === '"' && this.cell === "") this.quoted = true;
      else if (ch === ",") this.endCell();
      else if (ch === "\n" || ch === "\r") {
        this.crSeen = ch === "\r";
        this.endCell();
        this.endRow();
      } else this.append(ch, maxCellChars);
    }
  }

  /** The last row, when the text does not end with a line end. */
  end(): void {
    this.quoted = false;
    this.quoteSeen = false;
    if (this.cell !== "" || this.row.length > 0) {
      this.endCell();
      this.endRow();
    }
  }

  private append(ch: string, max: number): void {
    this.cell += ch;
    if (this.cell.length > max) throw new CsvLimitError(`a cell longer than ${max} characters`);
  }

  private endCell(): void {
    this.row.push(this.cell);
    this.cell = "";
    if (this.row.length > this.limits.maxCells)
      throw new CsvLimitError(`a row of more than ${this.limits.maxCells} cells`);
  }

  private endRow(): void {
    const row = this.row;
    this.row = [];
    this.onRow(row);
  }
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const reader = new CsvReader((row) => rows.push(row));
  reader.push(text);
  reader.end();
  return rows;
}

/** A record keyed by the header line. */
export function csvRecord(header: readonly string[], cells: readonly string[]): Record<string, string> {
  return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
}

/** Rows as objects keyed by the header line. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((r) => csvRecord(header, r));
}
