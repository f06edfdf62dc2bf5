/**
 * What an imported archive may hold before it is refused: each a variable of `lib/env/index.ts`
 * (docs/security.md, "Import archives"). The zip itself is at most `IMPORT_MAX_BYTES`.
 */
import "server-only";
import { env } from "@/lib/env";

export type ImportLimits = {
  /** All files inflated, in bytes. */
  maxInflatedBytes: number;
  /** All files inflated, as a multiple of the zip's size. */
  maxInflateRatio: number;
  maxRowsPerFile: number;
  maxRows: number;
  maxCellChars: number;
  /** Columns of a file: the widest kind has fewer than 60. */
  maxColumns: number;
  /** The manifest, in bytes. */
  maxManifestBytes: number;
};

export function importLimits(): ImportLimits {
  const e = env();
  return {
    maxInflatedBytes: e.IMPORT_MAX_INFLATED_BYTES,
    maxInflateRatio: e.IMPORT_MAX_INFLATE_RATIO,
    maxRowsPerFile: e.IMPORT_MAX_ROWS_PER_FILE,
    maxRows: e.IMPORT_MAX_ROWS,
    maxCellChars: e.IMPORT_MAX_CELL_CHARS,
    maxColumns: 200,
    maxManifestBytes: 1024 * 1024,
  };
}
