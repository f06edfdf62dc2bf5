/** A record of an export that cannot be read back; its message names the column, the import the file and row. */
export class RowError extends Error {}
