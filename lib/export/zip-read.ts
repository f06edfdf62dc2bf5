/**
 * Reads the files of a zip archive (stored or deflated entries, no ZIP64), enough for our
 * own exports; sizes are capped so a small upload cannot inflate into a huge one.
 */
import { inflateRawSync } from "node:zlib";

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function readZip(zip: Buffer, { maxEntries = 50, maxTotalBytes = 100 * 1024 * 1024 } = {}): Map<string, Buffer> {
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
  const files = new Map<string, Buffer>();
  let total = 0;
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
    total += size;
    if (total > maxTotalBytes) throw new ZipError("the archive is too large");
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL) throw new ZipError("damaged zip entry");
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) {
      try {
        data = inflateRawSync(raw, { maxOutputLength: size + 1 });
      } catch {
        throw new ZipError(`cannot read ${name}`);
      }
    } else throw new ZipError(`unsupported compression in ${name}`);
    if (data.length !== size) throw new ZipError(`damaged entry ${name}`);
    files.set(name, data);
  }
  return files;
}
