import { RECORD_KINDS, type RecordKind } from "@/lib/data-transfer/other-apps/types";
import type { KindCounts } from "@/lib/data-transfer/other-apps/send";
import { formatCount } from "./format";

export type KindsCounts = Record<string, KindCounts>;

const label = (kind: string) => RECORD_KINDS[kind as RecordKind] ?? kind;

export function totalsOf(kinds: KindsCounts) {
  const all = Object.values(kinds);
  const sum = (pick: (c: KindCounts) => number) => all.reduce((n, c) => n + pick(c), 0);
  return {
    expected: sum((c) => c.expected),
    imported: sum((c) => c.imported),
    present: sum((c) => c.present),
    refused: sum((c) => c.refused),
  };
}

/**
 * Per kind: imported, already present (skipped), refused, out of the records the preview
 * found; the reasons for the refusals below, each with its count.
 */
export function CountsTable({ kinds, caption }: { kinds: KindsCounts; caption: string }) {
  const rows = Object.entries(kinds);
  const refusals = rows.filter(([, c]) => c.reasons.length > 0);
  const cell = "py-1.5 pl-3 text-right tabular-nums";
  return (
    <div className="space-y-3">
      <div>
        <table className="w-full max-w-2xl text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="py-1.5 font-medium">
                Kind
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Imported
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Already present
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Refused
              </th>
              <th scope="col" className="py-1.5 pl-3 text-right font-medium">
                Found
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([kind, c]) => (
              <tr key={kind}>
                <th scope="row" className="py-1.5 font-medium text-ink">
                  {label(kind)}
                </th>
                <td className={cell}>{formatCount(c.imported)}</td>
                <td className={cell}>{formatCount(c.present)}</td>
                <td className={cell}>{formatCount(c.refused)}</td>
                <td className={`${cell} text-muted`}>{formatCount(c.expected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {refusals.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold text-ink">Why records were refused</h3>
          <ul className="space-y-0.5 text-sm text-amber-800">
            {refusals.flatMap(([kind, c]) =>
              c.reasons.map((r) => (
                <li key={`${kind}-${r.reason}`}>
                  {label(kind)}: {formatCount(r.count)} × {r.reason}
                </li>
              )),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
