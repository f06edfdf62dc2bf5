/**
 * RFC 4180 CSV read in pieces: quoted cells, doubled quotes, CRLF or LF, a quote or a line
 * break falling between two pieces. Rows come out as soon as they end, so a file of any size
 * is read with the memory of one row.
 */
export class CsvStream {
  private row: string[] = [];
  private cell = "";
  private quoted = false;
  /** A quote seen inside a quoted cell: the next character says whether it closes or doubles. */
  private quoteSeen = false;
  private lastWasCr = false;
  private started = false;

  constructor(private readonly onRow: (cells: string[]) => void) {}

  push(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.lastWasCr) {
        this.lastWasCr = false;
        if (ch === "\n") continue;
      }
      if (this.quoteSeen) {
        this.quoteSeen = false;
        if (ch === '"') {
          this.cell += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (ch === '"') this.quoteSeen = true;
        else this.cell += ch;
        continue;
      }
      if (ch === '"' && this.cell === "") {
        this.quoted = true;
        this.started = true;
      } else if (ch === ",") {
        this.row.push(this.cell);
        this.cell = "";
        this.started = true;
      } else if (ch === "\n" || ch === "\r") {
        this.lastWasCr = ch === "\r";
        this.flush();
      } else {
        this.cell += ch;
        this.started = true;
      }
    }
  }

  end(): void {
    if (this.quoteSeen) this.quoted = false;
    this.flush();
  }

  private flush(): void {
    if (this.started || this.row.length > 0) {
      this.row.push(this.cell);
      this.onRow(this.row);
    }
    this.row = [];
    this.cell = "";
    this.started = false;
  }
}
