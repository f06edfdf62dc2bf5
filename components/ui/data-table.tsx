import type { ReactNode } from "react";

/**
 * A small read-only table with a caption for screen readers and an empty state. The first
 * cell of each row is its header (a date, a month, a name). Wider than a phone's screen, it
 * scrolls, and is focusable so a keyboard can scroll it.
 */
export function DataTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty?: string;
}) {
  if (rows.length === 0) return empty ? <p className="text-sm text-muted">{empty}</p> : null;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-ink tabular-nums">
          {rows.map(([first, ...rest], i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 font-normal break-words">
                {first}
              </th>
              {rest.map((cell, j) => (
                <td key={j} className="py-2 pr-3 break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
