/**
 * One zip entry's bytes, inflated piece by piece: zlib works off the event loop, and the
 * loop is given back after every piece, so other requests are answered while a large entry
 * is read. An entry that inflates past the size it declares is refused at that byte: the
 * declared sizes are what the caller's limits were checked against.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import { createInflateRaw } from "node:zlib";
import { ZipError, type ZipEntry } from "./zip-read";

const PIECE = 64 * 1024;

export async function* entryPieces(entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    if (entry.raw.length !== entry.size) throw new ZipError(`damaged entry ${entry.name}`);
    for (let at = 0; at < entry.raw.length; at += PIECE) {
      yield entry.raw.subarray(at, at + PIECE);
      await nextTurn();
    }
    return;
  }
  const inflater = createInflateRaw({ chunkSize: PIECE });
  inflater.end(entry.raw);
  let inflated = 0;
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      inflated += piece.length;
      if (inflated > entry.size) throw new ZipError(`damaged entry ${entry.name}`);
      yield piece;
      await nextTurn();
    }
  } catch (err) {
    throw err instanceof ZipError ? err : new ZipError(`cannot read ${entry.name}`);
  } finally {
    inflater.destroy();
  }
  if (inflated !== entry.size) throw new ZipError(`damaged entry ${entry.name}`);
}
