/**
 * One preview of several files: the picked files are read one by one (so each file's own
 * records and problems are known), and the preview of those that will be imported is their sum.
 */
import { FACTS_MAX, SAMPLE_ROWS, type KindPreview, type Preview } from "./collect";
import type { FactTopic } from "./types";

type Reasons = { reason: string; count: number }[];

function addReasons(into: Map<string, number>, reasons: Reasons): void {
  for (const { reason, count } of reasons) into.set(reason, (into.get(reason) ?? 0) + count);
}

function sorted(map: Map<string, number>): Reasons {
  return [...map].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

export function mergePreviews(previews: readonly Preview[]): Preview {
  const kinds = new Map<string, KindPreview & { reasons: Map<string, number>; unitSet: Set<string> }>();
  const other = new Map<string, number>();
  const facts = new Map<FactTopic, Set<string>>();
  for (const preview of previews) {
    for (const k of preview.kinds) {
      let m = kinds.get(k.kind);
      if (!m) {
        m = {
          ...k,
          records: 0,
          items: 0,
          first: null,
          last: null,
          samples: [],
          reasons: new Map(),
          unitSet: new Set(),
        };
        kinds.set(k.kind, m);
      }
      m.records += k.records;
      m.items += k.items;
      if (k.first && (m.first === null || k.first < m.first)) m.first = k.first;
      if (k.last && (m.last === null || k.last > m.last)) m.last = k.last;
      for (const u of k.units) m.unitSet.add(u);
      m.samples = [...m.samples, ...k.samples].slice(0, SAMPLE_ROWS);
      addReasons(m.reasons, k.skipped);
    }
    addReasons(other, preview.skipped);
    for (const [topic, values] of Object.entries(preview.facts) as [FactTopic, string[]][]) {
      let set = facts.get(topic);
      if (!set) facts.set(topic, (set = new Set()));
      for (const v of values) if (set.size < FACTS_MAX) set.add(v);
    }
  }
  return {
    kinds: [...kinds.values()].map(({ reasons, unitSet, ...k }) => ({
      ...k,
      units: [...unitSet].sort(),
      skipped: sorted(reasons),
    })),
    skipped: sorted(other),
    facts: Object.fromEntries([...facts].map(([topic, set]) => [topic, [...set]])),
  };
}
