/**
 * What a reader leaves out, counted per reason while the file is read and told once at its
 * end: the preview shows "Fitbit calorie adjustments … (94)", not 94 lines.
 */
import type { RecordKind, RecordSink } from "../../types";

export class SkipTally {
  private readonly counts = new Map<string, { kind: RecordKind | null; reason: string; count: number }>();

  add(kind: RecordKind | null, reason: string, count = 1): void {
    const key = `${kind ?? ""}\u0000${reason}`;
    const seen = this.counts.get(key);
    if (seen) seen.count += count;
    else this.counts.set(key, { kind, reason, count });
  }

  flush(sink: RecordSink): void {
    for (const { kind, reason, count } of this.counts.values()) sink.skip(kind, reason, count);
    this.counts.clear();
  }
}
