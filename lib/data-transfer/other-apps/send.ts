/**
 * The import pass's sink: records of the chosen kinds go to POST /api/batch in chunks of at
 * most 500 items, one chunk at a time, each with the Idempotency-Key `import-<id>-<chunk>` and
 * `dedupe: true`, so a repeat (a retry, a resumed import) never stores a record twice. A chunk
 * holds whole records (a blood pressure's two items travel together), so each record's fate is
 * read from its own answers: imported, already present, or refused with the server's reason.
 * After each chunk the import's progress is PATCHed: chunks done and the counts, together, so
 * a resumed import skips exactly the chunks the counts include.
 *
 * The reading waits (`pause`) while chunks pile up, so memory holds a few chunks whatever the
 * size of the file.
 */
import { BATCH_MAX_ITEMS } from "@/lib/batch/schema";
import { shortHash } from "./hash";
import { sendJson, SendError, CancelledError, type RetryOptions } from "./retry";
import type { ImportRecord, RecordKind, RecordSink } from "./types";

export const CHUNK_ITEMS = BATCH_MAX_ITEMS;
export const ALREADY_PRESENT = "Already present";
/** The server keeps at most this many reasons a kind; the rest are counted under one. */
const REASONS_MAX = 50;
const REASON_CHARS = 500;
export const OTHER_REASONS = "Other reasons";

export type KindCounts = {
  expected: number;
  imported: number;
  present: number;
  refused: number;
  reasons: { reason: string; count: number }[];
};
export type CountsByKind = Partial<Record<RecordKind, KindCounts>>;

export type SendProgress = {
  chunksDone: number;
  counts: CountsByKind;
  /** Set while a failed call waits to be made again. */
  retrying: { seconds: number; why: string } | null;
};

export type SenderOptions = Omit<RetryOptions, "onRetry"> & {
  importId: string;
  /** Only records of these kinds are sent (the preview's ticked kinds). */
  kinds: readonly RecordKind[];
  /** Chunks the server already has (a resumed import): formed again, in the same order, and not sent. */
  skipChunks?: number;
  /** The counts so far (the server's, when resuming); `expected` is kept from them. */
  counts?: CountsByKind;
  onProgress?: (progress: SendProgress) => void;
  /** Chunks formed and not yet answered before the reading waits. */
  maxQueued?: number;
};

type BatchAnswer = { status: number; detail?: string };
type Chunk = { index: number; records: ImportRecord[] };
type Tally = { expected: number; imported: number; present: number; refused: number; reasons: Map<string, number> };

export class BatchSender implements RecordSink {
  private readonly kinds: Set<RecordKind>;
  private readonly skipChunks: number;
  private readonly maxQueued: number;
  private readonly tallies = new Map<RecordKind, Tally>();
  private buffer: ImportRecord[] = [];
  private bufferItems = 0;
  private nextIndex = 0;
  private queue: Chunk[] = [];
  private sending: Promise<void> | null = null;
  private failure: Error | null = null;
  private waiters: (() => void)[] = [];
  private chunksDone: number;
  private retrying: SendProgress["retrying"] = null;

  constructor(private readonly options: SenderOptions) {
    this.kinds = new Set(options.kinds);
    this.skipChunks = options.skipChunks ?? 0;
    this.chunksDone = this.skipChunks;
    this.maxQueued = options.maxQueued ?? 2;
    // a cancel wakes a reading that waits for room, so it stops at once
    options.signal?.addEventListener("abort", () => this.wake(), { once: true });
    for (const kind of options.kinds) {
      const c = options.counts?.[kind];
      this.tallies.set(kind, {
        expected: c?.expected ?? 0,
        imported: c?.imported ?? 0,
        present: c?.present ?? 0,
        refused: c?.refused ?? 0,
        reasons: new Map((c?.reasons ?? []).map((r) => [r.reason, r.count])),
      });
    }
  }

  add(record: ImportRecord): void {
    if (!this.kinds.has(record.kind) || this.failure) return;
    if (this.bufferItems + record.items.length > CHUNK_ITEMS) this.cut();
    this.buffer.push(record);
    this.bufferItems += record.items.length;
    if (this.bufferItems >= CHUNK_ITEMS) this.cut();
  }

  /** The preview has shown what the importers leave out; the summary counts what the server says. */
  skip(): void {}

  fact(): void {}

  /** readFiles' `pause`: waits while chunks pile up; throws once sending has failed or was cancelled. */
  pause = async (): Promise<void> => {
    while (!this.failure && !this.options.signal?.aborted && this.queue.length >= this.maxQueued) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.options.signal?.aborted) throw new CancelledError();
    if (this.failure) throw this.failure;
  };

  /** Sends what is left, marks the import done, and answers the final counts. */
  async finish(): Promise<SendProgress> {
    this.cut();
    while (this.sending) await this.sending;
    if (this.failure) throw this.failure;
    await this.patch({ status: "done", chunks_done: this.chunksDone, kinds: this.counts() });
    return this.progress();
  }

  progress(): SendProgress {
    return { chunksDone: this.chunksDone, counts: this.counts(), retrying: this.retrying };
  }

  counts(): CountsByKind {
    const out: CountsByKind = {};
    for (const [kind, t] of this.tallies) {
      const sorted = [...t.reasons].sort((a, b) => b[1] - a[1]);
      const kept = sorted.length > REASONS_MAX ? sorted.slice(0, REASONS_MAX - 1) : sorted;
      const rest = sorted.slice(kept.length).reduce((n, [, count]) => n + count, 0);
      const reasons = kept.map(([reason, count]) => ({ reason: reason.slice(0, REASON_CHARS), count }));
      if (rest > 0) reasons.push({ reason: OTHER_REASONS, count: rest });
      out[kind] = { expected: t.expected, imported: t.imported, present: t.present, refused: t.refused, reasons };
    }
    return out;
  }

  private cut(): void {
    if (this.buffer.length === 0) return;
    const chunk = { index: this.nextIndex++, records: this.buffer };
    this.buffer = [];
    this.bufferItems = 0;
    // the server has this chunk and counted it (a resumed import): the same records, not sent again
    if (chunk.index < this.skipChunks) return;
    this.queue.push(chunk);
    this.pump();
  }

  private pump(): void {
    if (this.sending || this.failure) return;
    this.sending = (async () => {
      try {
        while (this.queue.length > 0) {
          await this.send(this.queue[0]!);
          this.queue.shift();
          this.wake();
        }
      } catch (err) {
        this.failure = err instanceof Error ? err : new Error(String(err));
        this.queue = [];
      } finally {
        this.sending = null;
        this.wake();
      }
    })();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }

  private retryOptions(): RetryOptions {
    return {
      ...this.options,
      onRetry: (_attempt, seconds, why) => {
        this.retrying = { seconds, why };
        this.options.onProgress?.(this.progress());
      },
    };
  }

  private async send(chunk: Chunk): Promise<void> {
    const items = chunk.records.flatMap((r) => r.items);
    const body = { items, dedupe: true };
    const key = `import-${this.options.importId}-${chunk.index}`;
    let response = await sendJson(
      "/api/batch",
      { method: "POST", body, headers: { "Idempotency-Key": key } },
      this.retryOptions(),
    );
    if (response.status === 422) {
      // the key went with other records (the file or the choices changed since): dedupe makes a fresh key safe
      const fresh = `${key}-${shortHash(JSON.stringify(body))}`;
      response = await sendJson(
        "/api/batch",
        { method: "POST", body, headers: { "Idempotency-Key": fresh } },
        this.retryOptions(),
      );
      if (response.status === 422) throw new SendError("The server refused the records twice.", 422);
    }
    const data = (await response.json().catch(() => null)) as { results?: BatchAnswer[] } | null;
    const results = data?.results;
    if (!Array.isArray(results) || results.length !== items.length) {
      throw new SendError("The server's answer did not match the records sent.", response.status);
    }
    this.tally(chunk.records, results);
    this.chunksDone = chunk.index + 1;
    this.retrying = null;
    await this.patch({ chunks_done: this.chunksDone, kinds: this.counts() });
    this.options.onProgress?.(this.progress());
  }

  private tally(records: readonly ImportRecord[], results: readonly BatchAnswer[]): void {
    let at = 0;
    for (const record of records) {
      const answers = results.slice(at, at + record.items.length);
      at += record.items.length;
      const t = this.tallies.get(record.kind)!;
      const refusal = answers.find((a) => a.status !== 201 && !(a.status === 409 && a.detail === ALREADY_PRESENT));
      if (refusal) {
        t.refused += 1;
        const reason = refusal.detail || `Refused (${refusal.status})`;
        t.reasons.set(reason, (t.reasons.get(reason) ?? 0) + 1);
      } else if (answers.some((a) => a.status === 201)) t.imported += 1;
      else t.present += 1;
    }
  }

  private async patch(body: Record<string, unknown>): Promise<void> {
    const response = await sendJson(
      `/api/imports/${this.options.importId}`,
      { method: "PATCH", body },
      this.retryOptions(),
    );
    if (!response.ok) throw new SendError("The server refused the import's progress.", response.status);
  }
}
