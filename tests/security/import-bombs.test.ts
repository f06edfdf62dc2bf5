/**
 * Import archives built to exhaust the server: a 97 KB zip holding one 95 MB cell, files
 * that inflate past the size they declare, 1.26 million rows from a Free user. Each is
 * refused with a detail while the event loop keeps answering GET /api/health (called on a
 * timer throughout: the longest wait between two answers is under 1 s) and the process
 * grows by less than 200 MB. The zips are made here, streamed through zlib, never held
 * inflated.
 */
import { once } from "node:events";
import { createHash } from "node:crypto";
import { crc32, createDeflateRaw } from "node:zlib";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as health } from "@/app/api/health/route";
import { getDb } from "@/db/client";
import { foodEntries, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { KIND_COLUMNS, MANIFEST_FORMAT, MANIFEST_VERSION } from "@/lib/data-transfer/export/format";
import { IMPORT_RUNNING, oneImportAtATime } from "@/lib/data-transfer/export/service/restore-lock";
import { registerUser } from "../support/api";
import { uploadZip } from "../api/export/seed";

const MB = 1024 * 1024;

type Entry = { name: string; method: 0 | 8; raw: Buffer; size: number; crc: number; sha256: string };

/** Deflates what `pieces` makes, piece by piece: the compressed bytes, the true size, CRC and SHA-256. */
async function deflated(name: string, pieces: () => Iterable<Buffer>): Promise<Entry> {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  const hash = createHash("sha256");
  let size = 0;
  let crc = 0;
  for (const piece of pieces()) {
    size += piece.length;
    crc = crc32(piece, crc);
    hash.update(piece);
    if (!deflate.write(piece)) await once(deflate, "drain");
  }
  deflate.end();
  await once(deflate, "end");
  return { name, method: 8, raw: Buffer.concat(out), size, crc, sha256: hash.digest("hex") };
}

function stored(name: string, text: string): Entry {
  const raw = Buffer.from(text);
  return {
    name,
    method: 0,
    raw,
    size: raw.length,
    crc: crc32(raw),
    sha256: createHash("sha256").update(raw).digest("hex"),
  };
}

/** A zip of the entries; `declared` replaces an entry's size in its headers (a lying archive). */
function zipOf(entries: Entry[], declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = declared[e.name] ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.raw.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.raw.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.raw);
    centrals.push(central, name);
    offset += 30 + name.length + e.raw.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function manifest(file: Entry, count: number): Entry {
  return stored(
    "manifest.json",
    JSON.stringify({
      format: MANIFEST_FORMAT,
      version: MANIFEST_VERSION,
      exported_at: new Date().toISOString(),
      files: [{ file: file.name, kind: "food_entries", count, bytes: file.size, sha256: file.sha256 }],
    }),
  );
}

const COLUMNS = Object.keys(KIND_COLUMNS.food_entries);
const HEADER = `${COLUMNS.join(",")}\r\n`;
/** A valid food entry whose name is `name`. */
function foodRow(n: number, name: string): string {
  const values: Record<string, string> = {
    entry_id: n.toString(36),
    date: "2026-01-01",
    food_name: name,
    meal_type: "snack",
    calories: String(n % 997),
    protein: "1",
    carbs: "2",
    fat: "3",
    quantity: "1",
    unit: "serving",
    created_at: "2026-01-01T08:00:00.000Z",
  };
  return `${COLUMNS.map((c) => values[c] ?? "").join(",")}\r\n`;
}

/** One row whose food name is 95 MB of "A". */
function* hugeCell(): Iterable<Buffer> {
  const [before, after] = foodRow(1, "\u0000").split("\u0000");
  yield Buffer.from(HEADER + before);
  const block = Buffer.alloc(MB, "A");
  for (let i = 0; i < 95; i++) yield block;
  yield Buffer.from(after!);
}

const ROWS = 1_260_000;
/** 1.26 million food entries, all on one day. */
function* manyRows(): Iterable<Buffer> {
  yield Buffer.from(HEADER);
  for (let n = 0; n < ROWS; n += 1000) {
    let text = "";
    for (let i = n; i < n + 1000; i++) text += foodRow(i, `Snack ${i}`);
    yield Buffer.from(text);
  }
}

/**
 * Runs `work` while GET /api/health is called every 10 ms: the longest wait between two
 * answers, and the process's growth in resident memory.
 */
async function whileServing<T>(work: () => Promise<T>) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let last = performance.now();
  let longestWait = 0;
  let answered = 0;
  const timer = setInterval(() => {
    void Promise.resolve(health()).then((res) => {
      if (res.status === 200) answered++;
    });
    const now = performance.now();
    longestWait = Math.max(longestWait, now - last);
    last = now;
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    longestWait = Math.max(longestWait, performance.now() - last);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, longestWait, growth: peak - baseline, answered };
  } finally {
    clearInterval(timer);
  }
}

async function freeUser() {
  const { token, user } = await registerUser();
  await (await getDb()).update(users).set({ subscription_status: "free" }).where(eq(users.id, user.id));
  return { token, userId: user.id };
}

async function foodCount(userId: string) {
  return (await (await getDb()).select().from(foodEntries).where(eq(foodEntries.user_id, userId))).length;
}

let cell: Entry;
let rows: Entry;
beforeAll(async () => {
  cell = await deflated("food_entries.csv", hugeCell);
  rows = await deflated("food_entries.csv", manyRows);
}, 60_000);

afterEach(() => {
  delete process.env.IMPORT_MAX_INFLATED_BYTES;
  resetEnvCache();
});

describe("POST /api/import refuses archives that inflate beyond reason, while serving others", () => {
  async function expectRefused(zip: Buffer, status: number, detail: string | RegExp) {
    const { token, userId } = await freeUser();
    const run = await whileServing(() => uploadZip(token, zip));
    expect(run.result.status).toBe(status);
    if (typeof detail === "string") expect(run.result.body.detail).toBe(detail);
    else expect(run.result.body.detail).toMatch(detail);
    expect(run.longestWait).toBeLessThan(1000);
    expect(run.growth).toBeLessThan(200 * MB);
    expect(await foodCount(userId)).toBe(0);
    return run;
  }

  it("a 97 KB zip of one 95 MB cell: 400 before inflating it", async () => {
    const zip = zipOf([manifest(cell, 1), cell]);
    expect(zip.length).toBeLessThan(200 * 1024);
    await expectRefused(
      zip,
      400,
      "This file is not a vitalog export (a zip with manifest.json). (its files would inflate to more than 50 times the zip's size)",
    );
  });

  it("the same cell with its size declared as 1 MB: 400 at the cell's 200,001st character", async () => {
    const zip = zipOf([manifest(cell, 1), cell], { "food_entries.csv": MB });
    await expectRefused(zip, 400, "The export is damaged: food_entries.csv has a cell longer than 200000 characters.");
  });

  it("a file inflating past the size it declares: 400 at the first byte past it", async () => {
    const zip = zipOf([manifest(rows, 200_000), rows], { "food_entries.csv": 100_000 });
    await expectRefused(
      zip,
      400,
      "This file is not a vitalog export (a zip with manifest.json). (damaged entry food_entries.csv)",
    );
  });

  it("1.26 million rows from a Free user, counted in the manifest: 413 before inflating them", async () => {
    const zip = zipOf([manifest(rows, ROWS), rows]);
    expect(zip.length).toBeLessThan(20 * MB);
    await expectRefused(
      zip,
      413,
      "This export is too large to import: food_entries.csv has 1260000 rows, 200000 at most.",
    );
  });

  it("1.26 million rows whose manifest says 5: 400 at the 6th row", async () => {
    const zip = zipOf([manifest(rows, 5), rows], { "food_entries.csv": 10 * MB });
    await expectRefused(zip, 400, "The export is damaged: food_entries.csv has more rows than its manifest says (5).");
  });

  it("files past IMPORT_MAX_INFLATED_BYTES in all: 413 before inflating them", async () => {
    process.env.IMPORT_MAX_INFLATED_BYTES = String(10 * MB);
    resetEnvCache();
    const zip = zipOf([manifest(rows, 100), rows]);
    await expectRefused(zip, 413, /^This export is too large to import: its files hold [\d.]+ MB, 10 MB at most\.$/);
  });
});

describe("one import at a time per account", () => {
  it("a second import while one runs is a 409, and works once it has ended", async () => {
    const { token, userId } = await freeUser();
    const file = stored("food_entries.csv", HEADER + foodRow(1, "Apple"));
    const zip = zipOf([manifest(file, 1), file]);
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const first = oneImportAtATime(await getDb(), userId, () => {
      started();
      return new Promise<void>((r) => (finish = r));
    });
    await running;
    const second = await uploadZip(token, zip);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(IMPORT_RUNNING);
    finish();
    await first;
    const third = await uploadZip(token, zip);
    expect(third.status).toBe(201);
    expect(await foodCount(userId)).toBe(1);
  });
});
