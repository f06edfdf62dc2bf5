/**
 * Any other comma-separated file with a header row: read with a column mapping the user
 * chooses in the preview. Asked last, after every app's own importer. A file with no column of
 * dates, no header, or one column only is named as not imported, with the reason.
 */
import type { Recogniser } from "../../source";
import { parseDateCell } from "./dates";
import { headRows, holdsDates, profileRows } from "./profile";
import { csvReader } from "./reader";

export { suggestMapping } from "./suggest";

export { FILE_KIND } from "./file-kind";
import { FILE_KIND } from "./file-kind";
export const NO_DATE_COLUMN = "This CSV has no column of dates, so its rows cannot be placed on a day.";
export const NO_HEADER = "This CSV has no header row naming its columns, so they cannot be mapped.";
export const ONE_COLUMN =
  "This CSV has a single column: vitalog needs at least a column of dates and a column of values.";
export const NOT_COMMAS =
  "This file's columns are separated by semicolons or tabs, not commas: save it as a comma-separated CSV.";

/** A header cell is a name: not empty, not a number, not a date. */
function isName(cell: string): boolean {
  const text = cell.trim();
  return text !== "" && !/^[-+]?[\d.,]+$/.test(text) && !parseDateCell(text, null);
}

export const recogniseCsv: Recogniser = (name, head) => {
  if (!/\.csv$/i.test(name)) return null;
  const rows = headRows(head);
  const header = rows[0];
  if (!header) return null;
  const named = header.filter((c) => c.trim() !== "");
  const notImported = (reason: string) => ({ source: "csv" as const, fileKind: FILE_KIND, notImported: reason });
  if (named.length < 2) return notImported(/[;\t]/.test(header.join(",")) ? NOT_COMMAS : ONE_COLUMN);
  if (!named.every(isName)) return notImported(NO_HEADER);
  const profile = profileRows(rows);
  if (!profile.columns.some(holdsDates)) return notImported(NO_DATE_COLUMN);
  return { source: "csv", fileKind: FILE_KIND, reader: csvReader(profile) };
};
