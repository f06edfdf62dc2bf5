/**
 * Reads real exports from ../shared/realdata/imports through the same streaming reader the
 * browser's import worker uses, and answers the preview and every record read.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { PreviewCollector, type Preview } from "@/lib/data-transfer/other-apps/collect";
import { readFiles, type FileOutcome, type ImportFile } from "@/lib/data-transfer/other-apps/read";
import { RECOGNISERS } from "@/lib/data-transfer/other-apps/sources";
import type { ImportContext, ImportRecord, RecordKind, RecordSink } from "@/lib/data-transfer/other-apps/types";

const REALDATA = process.env.REALDATA_DIR ?? path.resolve(import.meta.dirname, "../../../shared/realdata");
export const IMPORTS_DIR = path.join(REALDATA, "imports");
export const importsAvailable = existsSync(IMPORTS_DIR);
if (!importsAvailable) console.warn(`import fixtures: skipped, the real exports are not at ${IMPORTS_DIR}`);

/** A file on disk as the reader takes it, streamed in pieces of `chunk` bytes. */
export function diskFile(file: string, chunk = 16 * 1024): ImportFile {
  const full = path.isAbsolute(file) ? file : path.join(IMPORTS_DIR, file);
  return {
    name: path.basename(full),
    size: statSync(full).size,
    stream: () =>
      Readable.toWeb(createReadStream(full, { highWaterMark: chunk })) as unknown as ReadableStream<Uint8Array>,
  };
}

/** Bytes or text in memory as a picked file, streamed in pieces of `chunk` bytes. */
export function memoryFile(name: string, content: string | Uint8Array, chunk = 7): ImportFile {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return {
    name,
    size: bytes.length,
    stream: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += chunk) controller.enqueue(bytes.slice(at, at + chunk));
          controller.close();
        },
      }),
  };
}

export const TEST_CONTEXT: ImportContext = { timeZone: "Europe/Amsterdam", today: "2026-11-27" };

export type ReadResult = {
  outcomes: FileOutcome[];
  preview: Preview;
  records: ImportRecord[];
  /** The records of one kind. */
  of(kind: RecordKind): ImportRecord[];
};

/** Reads `files` (names under the imports folder, or ImportFiles) and keeps every record. */
export async function readImport(
  files: (string | ImportFile)[],
  ctx: Partial<ImportContext> = {},
): Promise<ReadResult> {
  const preview = new PreviewCollector();
  const records: ImportRecord[] = [];
  const sink: RecordSink = {
    add(record) {
      preview.add(record);
      records.push(record);
    },
    skip: (kind, reason, count) => preview.skip(kind, reason, count),
    fact: (topic, value) => preview.fact(topic, value),
  };
  const outcomes = await readFiles(
    files.map((f) => (typeof f === "string" ? diskFile(f) : f)),
    { ...TEST_CONTEXT, ...ctx },
    sink,
    { recognisers: RECOGNISERS },
  );
  return { outcomes, preview: preview.result(), records, of: (kind) => records.filter((r) => r.kind === kind) };
}

/** The body of a record's first item. */
export const bodyOf = (r: ImportRecord | undefined) => r?.items[0]?.body;

/** A preview's skip reasons as { reason: count }. */
export const reasonsOf = (p: { skipped: { reason: string; count: number }[] } | undefined) =>
  Object.fromEntries((p?.skipped ?? []).map((s) => [s.reason, s.count]));

/** The sum of a field of the records' first items. */
export const sumOf = (records: ImportRecord[], field: string) =>
  records.reduce((n, r) => n + Number(bodyOf(r)?.[field]), 0);

/** How many records have each value of a field of their first item. */
export function countBy(records: ImportRecord[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of records) out[String(bodyOf(r)?.[field])] = (out[String(bodyOf(r)?.[field])] ?? 0) + 1;
  return out;
}
