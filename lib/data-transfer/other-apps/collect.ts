/**
 * The preview of an import: per kind of record, how many, the date range, the units the file
 * used, the first five as they will be stored, and what is left out and why.
 */
import type { FactTopic, ImportRecord, RecordKind, RecordSink } from "./types";

export const SAMPLE_ROWS = 5;

export type KindPreview = {
  kind: RecordKind;
  records: number;
  /** Items of POST /api/batch (a blood pressure is two). */
  items: number;
  first: string | null;
  last: string | null;
  units: string[];
  samples: ImportRecord[];
  skipped: { reason: string; count: number }[];
};

export type Preview = {
  kinds: KindPreview[];
  /** What was left out that belongs to no kind vitalog stores ("Distance walked is not imported"). */
  skipped: { reason: string; count: number }[];
  /** Distinct facts per topic, in the order first seen (at most FACTS_MAX each). */
  facts: Partial<Record<FactTopic, string[]>>;
};

export const FACTS_MAX = 200;

type Tally = Omit<KindPreview, "units" | "skipped"> & { units: Set<string>; skipped: Map<string, number> };

export class PreviewCollector implements RecordSink {
  private tallies = new Map<RecordKind, Tally>();
  private other = new Map<string, number>();
  private facts = new Map<FactTopic, Set<string>>();

  private tally(kind: RecordKind): Tally {
    let t = this.tallies.get(kind);
    if (!t) {
      t = { kind, records: 0, items: 0, first: null, last: null, units: new Set(), samples: [], skipped: new Map() };
      this.tallies.set(kind, t);
    }
    return t;
  }

  add(record: ImportRecord): void {
    const t = this.tally(record.kind);
    t.records += 1;
    t.items += record.items.length;
    if (t.first === null || record.date < t.first) t.first = record.date;
    if (t.last === null || record.date > t.last) t.last = record.date;
    if (record.unit) t.units.add(record.unit);
    if (t.samples.length < SAMPLE_ROWS) t.samples.push(record);
  }

  skip(kind: RecordKind | null, reason: string, count = 1): void {
    if (count <= 0) return;
    const map = kind ? this.tally(kind).skipped : this.other;
    map.set(reason, (map.get(reason) ?? 0) + count);
  }

  fact(topic: FactTopic, value: string): void {
    let set = this.facts.get(topic);
    if (!set) this.facts.set(topic, (set = new Set()));
    if (set.size < FACTS_MAX) set.add(value);
  }

  result(): Preview {
    const list = (m: Map<string, number>) =>
      [...m].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
    return {
      kinds: [...this.tallies.values()].map((t) => ({ ...t, units: [...t.units].sort(), skipped: list(t.skipped) })),
      skipped: list(this.other),
      facts: Object.fromEntries([...this.facts].map(([topic, set]) => [topic, [...set]])),
    };
  }
}
