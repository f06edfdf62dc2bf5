/**
 * An import's zip, read into typed records without ever holding a file whole: the sizes the
 * archive declares are checked against the limits before anything is inflated, and each
 * file then streams through its checksum, a strict UTF-8 decoder and the CSV reader, which
 * refuse it at the first byte, row or cell past a limit. The event loop is given back after
 * every piece (see zip-stream.ts), so a large archive does not hold up other requests.
 */
import "server-only";
import { createHash } from "node:crypto";
import { strictUtf8 } from "@/lib/http/body-text";
import { ApiError } from "@/lib/errors/api-error";
import { CsvLimitError, CsvReader, csvRecord } from "../csv-parse";
import {
  EXPORT_ONLY_KINDS,
  KIND_NAMES,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type ExportKind,
  type ExportOnlyKind,
  type Manifest,
  type ManifestFile,
} from "../format";
import { type ImportLimits, importLimits } from "../restore-limits";
import { RowError, typedRow } from "../restore-rows";
import { zipDirectory, ZipError, type ZipEntry } from "../zip-read";
import { entryPieces } from "../zip-stream";

export const NOT_OURS = "This file is not a vitalog export (a zip with manifest.json).";

export type Archive = {
  records: Map<ExportKind, Record<string, unknown>[]>;
  /** Rows per kind that the export carries and the import leaves out. */
  exportOnly: Map<ExportOnlyKind, number>;
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Every byte of an entry, for the manifest (small, checked before it is read). */
async function wholeEntry(entry: ZipEntry): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of entryPieces(entry)) pieces.push(piece);
  return Buffer.concat(pieces);
}

async function readManifest(entries: Map<string, ZipEntry>, limits: ImportLimits): Promise<Manifest> {
  const entry = entries.get("manifest.json");
  if (!entry || entry.size > limits.maxManifestBytes) throw ApiError.badRequest(NOT_OURS);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(strictUtf8(await wholeEntry(entry)) ?? "") as Manifest;
  } catch {
    throw ApiError.badRequest(NOT_OURS);
  }
  if (manifest?.format !== MANIFEST_FORMAT || !Array.isArray(manifest.files)) throw ApiError.badRequest(NOT_OURS);
  if (manifest.version !== MANIFEST_VERSION)
    throw ApiError.badRequest(
      `This export has version ${manifest.version}; this app reads version ${MANIFEST_VERSION}.`,
    );
  return manifest;
}

/** Refuses an archive whose declared sizes or row counts are past the limits, before inflating it. */
function checkDeclared(zipBytes: number, entries: ZipEntry[], files: ManifestFile[], limits: ImportLimits): void {
  let rows = 0;
  for (const file of files) {
    const count = Number(file.count);
    if (!Number.isSafeInteger(count) || count < 0)
      throw ApiError.badRequest(`The export is damaged: ${file.file} has no row count in the manifest.`);
    if (count > limits.maxRowsPerFile)
      throw new ApiError(
        413,
        `This export is too large to import: ${file.file} has ${count} rows, ${limits.maxRowsPerFile} at most.`,
      );
    rows += count;
  }
  if (rows > limits.maxRows)
    throw new ApiError(413, `This export is too large to import: it has ${rows} rows, ${limits.maxRows} at most.`);
  const inflated = entries.reduce((n, e) => n + e.size, 0);
  if (inflated > limits.maxInflatedBytes)
    throw new ApiError(
      413,
      `This export is too large to import: its files hold ${megabytes(inflated)}, ${megabytes(limits.maxInflatedBytes)} at most.`,
    );
  if (inflated > limits.maxInflateRatio * zipBytes)
    throw ApiError.badRequest(
      `${NOT_OURS} (its files would inflate to more than ${limits.maxInflateRatio} times the zip's size)`,
    );
}

/** One file's typed records, streamed; its checksum and row count must be the manifest's. */
async function readKindFile(
  kind: ExportKind,
  entry: ZipEntry,
  file: ManifestFile,
  limits: ImportLimits,
): Promise<Record<string, unknown>[]> {
  const damaged = (why: string) => ApiError.badRequest(`The export is damaged: ${file.file} ${why}.`);
  const expected = Number(file.count);
  const hash = createHash("sha256");
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const records: Record<string, unknown>[] = [];
  let header: string[] | null = null;
  let rows = 0;
  // a bad row or bad text is told after the checksum, which names an edited file first
  let deferred: ApiError | null = null;
  const reader = new CsvReader(
    (cells) => {
      if (!header) {
        header = cells;
        return;
      }
      // the manifest's count (itself within the limit) bounds the rows: a longer file is refused at once
      if (++rows > expected) throw damaged(`has more rows than its manifest says (${expected})`);
      if (deferred) return;
      try {
        records.push(typedRow(kind, csvRecord(header, cells)));
      } catch (err) {
        deferred = ApiError.badRequest(
          `${file.file}, row ${rows + 1}: ${err instanceof RowError ? err.message : "unreadable"}.`,
        );
      }
    },
    { maxCellChars: limits.maxCellChars, maxCells: limits.maxColumns },
  );
  try {
    const text = (piece?: Buffer) => {
      if (deferred) return "";
      try {
        return piece ? decoder.decode(piece, { stream: true }) : decoder.decode();
      } catch {
        deferred = damaged("is not UTF-8 text");
        return "";
      }
    };
    for await (const piece of entryPieces(entry)) {
      hash.update(piece);
      reader.push(text(piece));
    }
    reader.push(text());
    reader.end();
  } catch (err) {
    if (err instanceof CsvLimitError) throw damaged(`has ${err.message}`);
    if (err instanceof ZipError) throw ApiError.badRequest(`${NOT_OURS} (${err.message})`);
    throw err;
  }
  if (hash.digest("hex") !== file.sha256) throw damaged("does not match its checksum");
  if (deferred) throw deferred;
  if (rows !== expected) throw damaged(`has ${rows} rows, its manifest says ${expected}`);
  return records;
}

export async function readArchive(zip: Buffer, limits: ImportLimits = importLimits()): Promise<Archive> {
  let list: ZipEntry[];
  try {
    list = zipDirectory(zip);
  } catch (err) {
    throw ApiError.badRequest(err instanceof ZipError ? `${NOT_OURS} (${err.message})` : NOT_OURS);
  }
  const entries = new Map(list.map((e) => [e.name, e]));
  const manifest = await readManifest(entries, limits);
  checkDeclared(zip.length, list, manifest.files, limits);
  const records = new Map<ExportKind, Record<string, unknown>[]>();
  const exportOnly = new Map<ExportOnlyKind, number>();
  for (const file of manifest.files) {
    const only = EXPORT_ONLY_KINDS.find((k) => k === file.kind);
    if (only) {
      exportOnly.set(only, Number(file.count) || 0);
      continue;
    }
    const kind = KIND_NAMES.find((k) => k === file.kind);
    const entry = entries.get(file.file);
    if (!kind || !entry) throw ApiError.badRequest(`The export is damaged: ${file.file} is missing.`);
    records.set(kind, await readKindFile(kind, entry, file, limits));
  }
  return { records, exportOnly };
}
