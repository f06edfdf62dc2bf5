/**
 * The CSV export: a zip with one CSV per kind of record and a manifest.json giving each
 * file's row count and SHA-256, streamed as it is built (one kind in memory at a time).
 */
import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import type { Db } from "@/db/client";
import { describeError, log } from "@/lib/log";
import { csvTextOfCells } from "../csv";
import { EXPORT_KINDS, KIND_NAMES, MANIFEST_FORMAT, MANIFEST_VERSION, type Manifest } from "../format";
import { loadKindCells } from "./records";

export function csvExportStream(db: Db, userId: string, now = new Date()): ReadableStream<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const build = async () => {
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      exported_at: now.toISOString(),
      files: [],
    };
    for (const kind of KIND_NAMES) {
      const rows = await loadKindCells(db, userId, kind);
      const bytes = Buffer.from(csvTextOfCells(EXPORT_KINDS[kind], rows), "utf8");
      const file = `${kind}.csv`;
      archive.append(bytes, { name: file, date: now });
      manifest.files.push({
        file,
        kind,
        count: rows.length,
        bytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    }
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: "manifest.json", date: now });
    await archive.finalize();
  };
  build().catch((err: unknown) => {
    log.error("csv export failed", { error: describeError(err) });
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return Readable.toWeb(archive) as ReadableStream<Uint8Array>;
}
