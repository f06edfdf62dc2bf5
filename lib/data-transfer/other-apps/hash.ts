/**
 * A short, stable hash of a text (FNV-1a, 32 bits, twice with different seeds): enough to tell
 * two sets of picked files or two request bodies apart, and it needs no secure context, which
 * Web Crypto's digest does (an app served over plain http on a LAN has none).
 */
export function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/** What a picked file is known by across a reload: its name, size and last change. */
export type FileIdentity = { name: string; size: number; lastModified: number };

/**
 * The fingerprint of a set of picked files: the same files picked again (in any order) give
 * the same fingerprint, so an interrupted import is found and resumed.
 */
export function fingerprintOf(files: readonly FileIdentity[]): string {
  const parts = files.map((f) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`).sort();
  return `files-v1-${files.length}-${shortHash(parts.join("\u0001"))}`;
}
