import Link from "next/link";
import type { KindPreview } from "@/lib/data-transfer/other-apps/collect";
import { RECORD_KINDS } from "@/lib/data-transfer/other-apps/types";
import { formatCount, formatRange, plural } from "./format";
import { recordRow } from "./record-text";

/**
 * One kind of record in the preview: a checkbox to take it or leave it, how many, the dates
 * they span, the units of the file, the first records as they will be stored, and what of
 * this kind is left out and why.
 */
export function KindPreviewRow({
  kind,
  checked,
  onChange,
  refusal,
  optIn,
  locked,
  imperial,
}: {
  kind: KindPreview;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the plan refuses this kind: shown, and the box cannot be ticked. */
  refusal: string | null;
  /** A kind the user must choose (sleep). */
  optIn: boolean;
  /** A resumed import keeps the kinds it started with. */
  locked: boolean;
  imperial: boolean;
}) {
  const label = RECORD_KINDS[kind.kind];
  const id = `import-kind-${kind.kind}`;
  const empty = kind.records === 0;
  const rows = kind.samples.map((r) => recordRow(r, imperial));
  const timed = rows.some((r) => r.time !== null);
  return (
    <li className="space-y-3 py-4" aria-labelledby={`${id}-label`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-6 shrink-0 accent-brand-600"
          checked={checked}
          disabled={empty || refusal !== null || locked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-facts`}
        />
        <div className="min-w-0 flex-1">
          <label id={`${id}-label`} htmlFor={id} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-base font-semibold text-ink">{label}</span>
            <span className="text-sm text-muted">{plural(kind.records, "record")}</span>
          </label>
          <p id={`${id}-facts`} className="text-sm text-muted">
            {formatRange(kind.first, kind.last)}
            {kind.units.length > 0 && ` · Units in the file: ${kind.units.join(", ")}`}
            {optIn && !refusal && " · Imported only if you tick it"}
          </p>
        </div>
      </div>
      {refusal && (
        <p className="ml-9 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {refusal}{" "}
          <Link href="/subscription" className="font-medium underline underline-offset-2">
            See plans
          </Link>
        </p>
      )}
      {rows.length > 0 && (
        <div className="ml-9">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              First {rows.length} {label} records as they will be stored
            </caption>
            <thead className="text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Date
                </th>
                {timed && (
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Time
                  </th>
                )}
                <th scope="col" className="py-1 font-medium">
                  As stored
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, i) => (
                <tr key={i} className="align-top">
                  <td className="py-1 pr-3 whitespace-nowrap tabular-nums">{row.date}</td>
                  {timed && <td className="py-1 pr-3 tabular-nums">{row.time ?? "–"}</td>}
                  <td className="py-1 break-words text-ink">{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {kind.skipped.length > 0 && (
        <ul className="ml-9 space-y-0.5 text-sm text-amber-800" aria-label={`${label}: left out`}>
          {kind.skipped.map((s) => (
            <li key={s.reason}>
              {formatCount(s.count)} left out: {s.reason}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
