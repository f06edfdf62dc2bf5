/**
 * CSV text (RFC 4180) that is safe to open in a spreadsheet: a cell that starts with
 * = + - @ (or their full-width and small forms), a tab or a carriage return is prefixed with
 * an apostrophe, so it is read as text and never as a formula (OWASP "CSV injection").
 */

// spreadsheets fold ＝ ＋ － ＠ (U+FF1D, FF0B, FF0D, FF20) and ﹦ ﹢ ﹣ ﹫ (U+FE66, FE62, FE63, FE6B)
// into = + - @; an apostrophe already in front of one is escaped too, so an import can strip exactly one
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of neutralise, for reading our own export back. */
export function restore(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One cell: numbers as they are; text neutralised, then quoted when it needs to be. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  text = neutralise(text);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return csvTextOfCells(
    columns,
    rows.map((row) => columns.map((c) => row[c])),
  );
}

/** The same text from rows whose cells are already in the order of `columns`. */
export function csvTextOfCells(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [columns.join(",")];
  for (const row of rows) lines.push(row.map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
