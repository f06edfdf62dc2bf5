import { TitledCard } from "@/components/ui/card";
import { cx } from "@/components/ui/cx";
import type { ImportJob } from "@/lib/data-transfer/other-apps/controller";
import { SOURCES, type SourceId } from "@/lib/data-transfer/other-apps/types";
import { formatInstantDateTime } from "@/lib/time/format";
import { CountsTable, totalsOf } from "./counts-table";
import { formatCount } from "./format";
import { totalsText } from "./summary-panel";

type Status = { label: string; tone: string };

function statusOf(job: ImportJob): Status {
  if (job.status === "done") return { label: "Done", tone: "bg-emerald-50 text-emerald-800" };
  if (job.status === "cancelled") return { label: "Cancelled", tone: "bg-slate-100 text-slate-700" };
  return job.interrupted
    ? { label: "Interrupted", tone: "bg-amber-50 text-amber-900" }
    : { label: "Not progressing", tone: "bg-amber-50 text-amber-900" };
}

function JobRow({ job, timeZone }: { job: ImportJob; timeZone: string }) {
  const status = statusOf(job);
  const names = job.files.map((f) => f.name);
  const t = totalsOf(job.kinds);
  const stalled = job.status === "running";
  return (
    <li className="space-y-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-ink">
          {SOURCES[job.source as SourceId] ?? job.source} · {formatInstantDateTime(job.created_at, timeZone)}
        </span>
        <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-medium", status.tone)}>{status.label}</span>
      </div>
      <p className="text-sm text-muted break-all">
        {names.slice(0, 3).join(", ")}
        {names.length > 3 && ` and ${formatCount(names.length - 3)} more`}
      </p>
      <p className="text-sm text-ink">
        {job.status === "running"
          ? `${formatCount(t.imported + t.present + t.refused)} of ${formatCount(t.expected)} records sent. `
          : ""}
        {totalsText(job)}
      </p>
      {stalled && (
        <p className="text-sm font-medium text-amber-900">
          {job.interrupted
            ? "This import stopped before the end. Pick the same files above to resume it."
            : "This import is not running in this tab. If it stopped (a closed tab, a reload), pick the same files above to resume it."}
        </p>
      )}
      <details className="text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
          Details per kind
        </summary>
        <CountsTable kinds={job.kinds} caption="Import result, per kind" />
      </details>
    </li>
  );
}

/**
 * The last imports, from the server: a result to look back at, or one to resume. A running
 * import listed here is not the one this tab sends (that one shows its own progress).
 */
export function RecentImports({ jobs, timeZone }: { jobs: readonly ImportJob[]; timeZone: string }) {
  if (jobs.length === 0) return null;
  return (
    <TitledCard id="import-recent" title="Recent imports">
      <ul className="divide-y divide-slate-200">
        {jobs.map((job) => (
          <JobRow key={job.import_id} job={job} timeZone={timeZone} />
        ))}
      </ul>
    </TitledCard>
  );
}
