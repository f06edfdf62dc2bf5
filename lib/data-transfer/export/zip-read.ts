/**
 * Reads the files of a zip archive (stored or deflated entries, no ZIP64), enough for our
 * own exports. `zipDirectory` lists the entries with the sizes they declare, so a caller can
 * refuse an archive before inflating anything; `readZip` inflates every entry at once (for
 * archives we made ourselves: the import streams its entries with `zip-stream.ts`).
 */
import { inflateRawSync } from "node:zlib";

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** The entry's bytes as stored in the archive. */
  raw: Buffer;
  /** The inflated size the archive declares. */
  size: number;
};

/** The archive's entries, from its central directory; nothing is inflated. */
export function zipDirectory(zip: Buffer, { maxEntries = 50 } = {}): ZipEntry[] {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError("not a zip archive");
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  if (count > maxEntries) throw new ZipError("too many files in the archive");
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipError("damaged zip directory");
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new ZipError("damaged zip entry");
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (method !== 0 && method !== 8) throw new ZipError(`unsupported compression in ${name}`);
    entries.push({ name, method, raw: zip.subarray(start, start + compressed), size });
  }
  return entries;
}

export function readZip(zip: Buffer, { maxEntries = 50, maxTotalBytes = 100 * 1024 * 1024 } = {}): Map<string, Buffer> {
  const entries = zipDirectory(zip, { maxEntries });
  if (entries.reduce((n, e) => n + e.size, 0) > maxTotalBytes) throw new ZipError("the archive is too large");
  const files = new Map<string, Buffer>();
  for (const { name, method, raw, size } of entries) {
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else {
      try {
        data = inflateRawSync(raw, { maxOutputLength: size + 1 });
      } catch {
        throw new ZipError(`cannot read ${name}`);
      }
    }
    if (data.length !== size) throw new ZipError(`damaged entry ${name}`);
    files.set(name, data);
  }
  return files;
}
