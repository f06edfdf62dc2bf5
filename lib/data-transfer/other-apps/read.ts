/**
 * Reads the files a user picked (or the files of a zip among them) as streams: each file's
 * first 64 KB decide which importer knows it, then the whole file goes through that
 * importer's reader piece by piece. Memory stays that of one piece and of what the importers
 * keep (daily totals, pending pairs), whatever the size of the file. Between two pieces the
 * caller may pause the reading (`pause`), so a slow network holds the reading back instead of
 * letting records pile up.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from "fflate";
import { SaxesParser } from "saxes";
import { CsvStream } from "./csv-stream";
import type { JsonReader, Reader, Recognised, Recogniser } from "./source";
import type { ImportContext, RecordSink, SourceId } from "./types";

/** A picked file (a browser File fits) or an entry of a zip. */
export type ImportFile = { name: string; size: number; stream(): ReadableStream<Uint8Array> };

/** What became of one file: its source and kind, or why it was not read. */
export type FileOutcome = {
  name: string;
  source: SourceId | null;
  fileKind: string | null;
  /** Set when the file is known but deliberately not imported (an ECG, a route). */
  notImported?: string;
  /** Set when the file could not be read: unknown format, damaged zip, malformed XML. */
  error?: string;
};

export type ReadOptions = {
  recognisers: readonly Recogniser[];
  /** Bytes of the picked files read so far, for a progress bar. */
  onBytes?: (bytes: number) => void;
  /** Awaited between two pieces of input: the sender's back-pressure. */
  pause?: () => Promise<void> | void;
};

const HEAD_BYTES = 64 * 1024;
export const UNKNOWN_FORMAT = "This file is not an export vitalog knows how to read.";
export const DAMAGED_ZIP = "This zip archive is damaged or incomplete; nothing in it was imported.";
const EMPTY_ZIP = "This zip archive holds no file vitalog can read.";

/** Entries a zip made on macOS carries beside the real files. */
function isJunkEntry(name: string): boolean {
  const base = name.split("/").pop() ?? "";
  return name.startsWith("__MACOSX/") || name.includes("/__MACOSX/") || base === ".DS_Store" || base.startsWith("._");
}

function baseName(name: string): string {
  return name.split("/").pop() ?? name;
}

function recognise(recognisers: readonly Recogniser[], name: string, head: string): Recognised | null {
  for (const r of recognisers) {
    const found = r(name, head);
    if (found) return found;
  }
  return null;
}

/** A reader's input, fed with text pieces; throws an Error whose message is for the user. */
type TextSink = { push(text: string): void; end(): void };

type JsonSession = { read(value: unknown): void; end(): void };

/** The JSON readers that add up across files: each begun once per reading, ended after its last file. */
class JsonSessions {
  private sessions = new Map<JsonReader, JsonSession>();

  constructor(
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
  ) {}

  reader(reader: JsonReader): (value: unknown) => void {
    if (!("begin" in reader)) return (value) => reader.read(value, this.ctx, this.sink);
    let session = this.sessions.get(reader);
    if (!session) this.sessions.set(reader, (session = reader.begin(this.ctx, this.sink)));
    return (value) => session.read(value);
  }

  end(): void {
    for (const session of this.sessions.values()) session.end();
    this.sessions.clear();
  }
}

function textSinkFor(
  reader: Reader,
  ctx: ImportContext,
  sink: RecordSink,
  name: string,
  sessions: JsonSessions,
): TextSink {
  if (reader.format === "csv") {
    const rows = reader.begin(ctx, sink);
    const csv = new CsvStream((cells) => rows.row(cells));
    return {
      push: (text) => csv.push(text),
      end: () => {
        csv.end();
        rows.end();
      },
    };
  }
  if (reader.format === "xml") {
    const elements = reader.begin(ctx, sink);
    const xml = new SaxesParser({ xmlns: false, position: true });
    xml.on("error", (err) => {
      if (reader.afterRoot && err.message.endsWith("documents may contain only one root.")) return;
      throw new Error(`${baseName(name)} is not well-formed XML (${err.message.replace(/^[^:]*:\d+:\d+: /, "")}).`);
    });
    xml.on("opentag", (tag) => elements.open(tag.name, tag.attributes as Record<string, string>));
    xml.on("closetag", (tag) => elements.close(tag.name));
    return {
      push: (text) => void xml.write(text),
      end: () => {
        xml.close();
        elements.end();
      },
    };
  }
  const read = sessions.reader(reader);
  const parts: string[] = [];
  return {
    push: (text) => void parts.push(text),
    end: () => {
      let value: unknown;
      try {
        value = JSON.parse(parts.join(""));
      } catch {
        throw new Error(`${baseName(name)} is not valid JSON.`);
      }
      read(value);
    },
  };
}

/**
 * One file's bytes, as they come: held until 64 KB (or the end) are there to recognise the
 * file, then decoded and passed on. `outcome` is settled once recognised.
 */
class FileFeed {
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private decoder = new TextDecoder("utf-8");
  private text: TextSink | null = null;
  private firstText = true;
  outcome: FileOutcome;

  constructor(
    readonly name: string,
    private readonly ctx: ImportContext,
    private readonly sink: RecordSink,
    private readonly recognisers: readonly Recogniser[],
    private readonly sessions: JsonSessions,
  ) {
    this.outcome = { name, source: null, fileKind: null };
  }

  /** False once the file is settled as not read, so the caller may stop feeding it. */
  get reading(): boolean {
    return !this.outcome.error && !this.outcome.notImported;
  }

  push(bytes: Uint8Array): void {
    if (!this.reading) return;
    if (this.text) return this.decode(bytes, false);
    this.head.push(bytes);
    this.headBytes += bytes.length;
    if (this.headBytes >= HEAD_BYTES) this.start();
  }

  end(): void {
    if (!this.reading) return;
    if (!this.text) this.start();
    if (!this.text) return;
    this.decode(new Uint8Array(0), true);
    this.guard(() => this.text!.end());
  }

  private start(): void {
    const bytes = concat(this.head);
    this.head = [];
    const head = stripBom(new TextDecoder("utf-8").decode(bytes.subarray(0, HEAD_BYTES), { stream: true }));
    const found = recognise(this.recognisers, this.name, head);
    if (!found) {
      this.outcome.error = UNKNOWN_FORMAT;
      return;
    }
    this.outcome = { name: this.name, source: found.source, fileKind: found.fileKind };
    if ("notImported" in found) {
      this.outcome.notImported = found.notImported;
      return;
    }
    this.text = textSinkFor(found.reader, this.ctx, this.sink, this.name, this.sessions);
    this.decode(bytes, false);
  }

  private decode(bytes: Uint8Array, final: boolean): void {
    let text = this.decoder.decode(bytes, { stream: !final });
    if (this.firstText && text.length > 0) {
      text = stripBom(text);
      this.firstText = false;
    }
    if (text.length > 0) this.guard(() => this.text!.push(text));
  }

  private guard(run: () => void): void {
    if (!this.reading) return;
    try {
      run();
    } catch (err) {
      this.outcome.error = err instanceof Error ? err.message : String(err);
    }
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function looksLikeZip(name: string, first: Uint8Array): boolean {
  if (first.length >= 4) return first[0] === 0x50 && first[1] === 0x4b && first[2] === 0x03 && first[3] === 0x04;
  return /\.zip$/i.test(name);
}

async function* piecesOf(file: ImportFile): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.length > 0) yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The entries of a zip, each read as a file of its own, as the zip's bytes come. */
async function readZip(
  file: ImportFile,
  first: Uint8Array,
  rest: AsyncGenerator<Uint8Array>,
  ctx: ImportContext,
  sink: RecordSink,
  options: ReadOptions,
  sessions: JsonSessions,
): Promise<FileOutcome[]> {
  const feeds: FileFeed[] = [];
  let failure: string | null = null;
  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith("/") || isJunkEntry(entry.name)) return;
    const feed = new FileFeed(entry.name, ctx, sink, options.recognisers, sessions);
    feeds.push(feed);
    entry.ondata = (err, data, final) => {
      if (err) {
        failure = DAMAGED_ZIP;
        return;
      }
      feed.push(data);
      if (final) feed.end();
    };
    try {
      entry.start();
    } catch {
      failure = DAMAGED_ZIP;
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  let read = 0;
  const push = (bytes: Uint8Array, final: boolean) => {
    try {
      unzip.push(bytes, final);
    } catch {
      failure = DAMAGED_ZIP;
    }
  };
  push(first, false);
  read += first.length;
  options.onBytes?.(read);
  for await (const piece of rest) {
    if (failure) break;
    push(piece, false);
    read += piece.length;
    options.onBytes?.(read);
    await options.pause?.();
  }
  if (!failure) push(new Uint8Array(0), true);
  if (failure) return [{ name: file.name, source: null, fileKind: null, error: failure }];
  // an entry that never reached its end: the archive stopped part-way
  if (feeds.some((f) => f.reading && !f.outcome.fileKind && !f.outcome.error)) {
    return [{ name: file.name, source: null, fileKind: null, error: DAMAGED_ZIP }];
  }
  if (feeds.length === 0) return [{ name: file.name, source: null, fileKind: null, error: EMPTY_ZIP }];
  return feeds.map((f) => f.outcome);
}

/** Reads `files` (zips opened) into `sink`; answers one outcome per file read. */
export async function readFiles(
  files: readonly ImportFile[],
  ctx: ImportContext,
  sink: RecordSink,
  options: ReadOptions,
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  const sessions = new JsonSessions(ctx, sink);
  let done = 0;
  for (const file of files) {
    const pieces = piecesOf(file);
    const first = await pieces.next();
    const firstBytes = first.done ? new Uint8Array(0) : first.value;
    const onBytes = (n: number) => options.onBytes?.(done + n);
    if (looksLikeZip(file.name, firstBytes)) {
      outcomes.push(...(await readZip(file, firstBytes, pieces, ctx, sink, { ...options, onBytes }, sessions)));
    } else {
      const feed = new FileFeed(file.name, ctx, sink, options.recognisers, sessions);
      let read = firstBytes.length;
      feed.push(firstBytes);
      onBytes(read);
      for await (const piece of pieces) {
        if (!feed.reading) break;
        feed.push(piece);
        read += piece.length;
        onBytes(read);
        await options.pause?.();
      }
      feed.end();
      outcomes.push(feed.outcome);
    }
    done += file.size;
  }
  sessions.end();
  return outcomes;
}
