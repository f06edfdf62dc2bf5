/** What the preview calls a CSV whose columns the user maps; the page imports it without the importer. */
export const FILE_KIND = "CSV (columns to map)";
