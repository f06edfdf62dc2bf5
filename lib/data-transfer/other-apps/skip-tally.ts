/**
 * Reasons for leaving rows out, counted while a file is read and handed to the sink once at
 * its end, so a reason that repeats on every row is one line with its count.
 */
import type { RecordKind, RecordSink } from "./types";

export class SkipTally {
  private counts = new Map<string, { kind: RecordKind | null; reason: string; count: number }>();

  add(kind: RecordKind | null, reason: string, count = 1): void {
    const key = `${kind ?? ""}\u0000${reason}`;
    const found = this.counts.get(key);
    if (found) found.count += count;
    else this.counts.set(key, { kind, reason, count });
  }

  flush(sink: RecordSink): void {
    for (const { kind, reason, count } of this.counts.values()) sink.skip(kind, reason, count);
    this.counts.clear();
  }
}
