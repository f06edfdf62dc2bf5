import type { FileOutcome } from "@/lib/data-transfer/other-apps/read";
import { FILE_KIND as CSV_TO_MAP } from "@/lib/data-transfer/other-apps/sources/csv/file-kind";
import { RECORD_KINDS, SOURCES, type RecordKind } from "@/lib/data-transfer/other-apps/types";
import type { FilePreview } from "@/lib/data-transfer/other-apps/worker-protocol";
import { formatBytes, formatCount, plural } from "./format";

/** Entries of a zip listed one by one; past this, counted. */
const ENTRIES_SHOWN = 12;

function recordsText(file: FilePreview): string {
  const parts = (Object.entries(file.records) as [RecordKind, number][]).map(
    ([kind, n]) => `${RECORD_KINDS[kind]}: ${formatCount(n)}`,
  );
  if (parts.length > 0) return parts.join(" · ");
  // a CSV of no known app gives its records once its columns are mapped
  return file.outcomes.some((o) => o.fileKind === CSV_TO_MAP)
    ? "Map its columns below to read its records"
    : "No records found";
}

function what(o: FileOutcome): string {
  return [o.source ? SOURCES[o.source] : null, o.fileKind].filter(Boolean).join(" · ");
}

function OutcomeLine({ outcome, showName }: { outcome: FileOutcome; showName: boolean }) {
  const name = showName ? <span className="font-medium text-ink break-all">{outcome.name}: </span> : null;
  if (outcome.error) {
    return (
      <p className="text-sm text-red-700">
        {name}
        {outcome.error}
      </p>
    );
  }
  if (outcome.notImported) {
    return (
      <p className="text-sm text-amber-800">
        {name}
        <span className="font-medium">Not imported</span>
        {outcome.fileKind ? ` (${outcome.fileKind})` : ""}: {outcome.notImported}
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      {name}
      {what(outcome) || "Read"}
    </p>
  );
}

type Line = { outcome: FileOutcome; count: number };

/**
 * A zip's entries, those left out for the same reason counted together (an Apple Health export
 * holds hundreds of workout routes): "Not imported (Workout route): … — 212 files".
 */
function linesOf(entries: readonly FileOutcome[]): Line[] {
  const lines: Line[] = [];
  const groups = new Map<string, Line>();
  for (const outcome of entries) {
    const reason = outcome.notImported ?? outcome.error;
    if (!reason) {
      lines.push({ outcome, count: 1 });
      continue;
    }
    const key = `${outcome.fileKind ?? ""}\u0000${reason}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else {
      const line = { outcome, count: 1 };
      groups.set(key, line);
      lines.push(line);
    }
  }
  return lines;
}

function FileRow({ file }: { file: FilePreview }) {
  const single = file.outcomes.length === 1 && file.outcomes[0]!.name === file.name;
  const entries = single ? [] : linesOf(file.outcomes);
  const shown = entries.slice(0, ENTRIES_SHOWN);
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink break-all">{file.name}</span>
        <span className="text-sm text-muted">{formatBytes(file.size)}</span>
      </div>
      {single ? (
        <OutcomeLine outcome={file.outcomes[0]!} showName={false} />
      ) : (
        <p className="text-sm text-muted">Zip archive · {plural(file.outcomes.length, "file")}</p>
      )}
      {file.included ? (
        !file.outcomes.every((o) => o.notImported || o.error) && <p className="text-sm text-ink">{recordsText(file)}</p>
      ) : (
        <p className="text-sm font-medium text-red-700">Nothing from this file will be imported.</p>
      )}
      {shown.length > 0 && (
        <ul className="ml-3 space-y-1 border-l-2 border-slate-200 pl-3" aria-label={`Files in ${file.name}`}>
          {shown.map(({ outcome, count }) => (
            <li key={outcome.name}>
              <OutcomeLine outcome={outcome} showName={count === 1} />
              {count > 1 && <p className="text-sm text-muted">{formatCount(count)} files</p>}
            </li>
          ))}
          {entries.length > shown.length && (
            <li className="text-sm text-muted">
              and {formatCount(entries.slice(ENTRIES_SHOWN).reduce((n, l) => n + l.count, 0))} more files
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

/** Each picked file (a zip: each file in it): what it is, what it holds, or why it is not read. */
export function FileList({ files }: { files: readonly FilePreview[] }) {
  return (
    <ul className="divide-y divide-slate-200">
      {files.map((file, i) => (
        <FileRow key={`${i}-${file.name}`} file={file} />
      ))}
    </ul>
  );
}
