/**
 * The CSV export: a zip with one CSV per kind of record (and the account's activity of the
 * last year) and a manifest.json giving each
 * file's row count and SHA-256, streamed as it is built (one kind in memory at a time).
 */
import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import type { Db } from "@/db/client";
import { describeError, log } from "@/lib/log";
import { accountEventsForExport } from "@/lib/identity/activity";
import { csvText, csvTextOfCells } from "../csv";
import {
  ACCOUNT_ACTIVITY_COLUMNS,
  EXPORT_KINDS,
  KIND_NAMES,
  MANIFEST_FORMAT,
  MANIFEST_VERSION,
  type Manifest,
} from "../format";
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
    const add = (kind: string, text: string, count: number) => {
      const bytes = Buffer.from(text, "utf8");
      const file = `${kind}.csv`;
      archive.append(bytes, { name: file, date: now });
      manifest.files.push({
        file,
        kind,
        count,
        bytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    };
    for (const kind of KIND_NAMES) {
      const rows = await loadKindCells(db, userId, kind);
      add(kind, csvTextOfCells(EXPORT_KINDS[kind], rows), rows.length);
    }
    // the account's own record: exported for its owner, never imported
    const activity = await accountEventsForExport(db, userId, now);
    add("account_activity", csvText(ACCOUNT_ACTIVITY_COLUMNS, activity), activity.length);
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: "manifest.json", date: now });
    await archive.finalize();
  };
  build().catch((err: unknown) => {
    log.error("csv export failed", { error: describeError(err) });
    archive.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return Readable.toWeb(archive) as ReadableStream<Uint8Array>;
}
