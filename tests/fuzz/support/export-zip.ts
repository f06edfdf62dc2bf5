/** Exports tampered with as a user could: one CSV cell changed, the manifest's checksums recomputed, zipped again. */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { csvText } from "@/lib/data-transfer/export/csv";
import { parseCsvRecords } from "@/lib/data-transfer/export/csv-parse";
import { readZip } from "@/lib/data-transfer/export/zip-read";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(b: Buffer): number {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A zip of stored (uncompressed) entries. */
export function storedZip(files: Map<string, Buffer>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const n = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.size, 8);
  end.writeUInt16LE(files.size, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}

const CELLS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "😀",
  "",
  " ",
  "2026-02-31",
  "0000-01-01",
  "2026-13-01",
  "99999-01-01",
  "99999999999",
  "2147483648",
  "-2147483649",
  "1e308",
  "-1e308",
  "NaN",
  "-1",
  "0",
  "0.5",
  '["\\u0000"]',
  '{"a":"\\u0000"}',
  '"\\ud800"',
  "{}",
  "null",
  "[1,2]",
  "true",
  "x".repeat(100_000),
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "+275760-09-13T00:00:00Z",
  "2026-11-20T08:00:00+99:00",
  "25:99",
  "not-a-uuid",
];

/** Valid-looking exports (matching checksums and counts) with one hostile cell. */
export function tamperedExports(zip: Uint8Array): fc.Arbitrary<Uint8Array> {
  const files = readZip(Buffer.from(zip));
  const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as {
    files: { file: string; count: number; bytes: number; sha256: string }[];
  };
  const tables = manifest.files
    .map((f) => ({ f, records: parseCsvRecords(files.get(f.file)!.toString("utf8")) }))
    .filter((t) => t.records.length > 0);
  if (!tables.length) throw new Error("the export to tamper with has no rows");
  return fc
    .constantFrom(...tables)
    .chain((t) =>
      fc.tuple(
        fc.constant(t),
        fc.nat(t.records.length - 1),
        fc.constantFrom(...Object.keys(t.records[0]!)),
        fc.constantFrom(...CELLS),
      ),
    )
    .map(([t, row, column, value]) => {
      const records = t.records.map((r, i) => (i === row ? { ...r, [column]: value } : r));
      const csv = Buffer.from(csvText(Object.keys(t.records[0]!), records));
      const out = new Map(files);
      out.set(t.f.file, csv);
      const entries = manifest.files.map((f) =>
        f.file === t.f.file
          ? {
              ...f,
              bytes: csv.length,
              sha256: createHash("sha256").update(csv).digest("hex"),
              count: parseCsvRecords(csv.toString("utf8")).length,
            }
          : f,
      );
      out.set(
        "manifest.json",
        Buffer.from(JSON.stringify({ ...JSON.parse(files.get("manifest.json")!.toString("utf8")), files: entries })),
      );
      return storedZip(out);
    });
}
