/** The export's operations: the user's data out (CSV zip, PDF) and a CSV export back in. */
export { csvExportStream } from "./csv-export";
export { importExport } from "./restore";
export { pdfExportStream } from "./pdf-export";
export { kindTable, loadKind, loadKindCells } from "./records";
