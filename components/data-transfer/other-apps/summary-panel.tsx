import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import type { ImportJob } from "@/lib/data-transfer/other-apps/controller";
import { CountsTable, totalsOf } from "./counts-table";
import { formatCount, plural } from "./format";

/** "3 imported, 10 already present, 1 refused." */
export function totalsText(job: ImportJob): string {
  const t = totalsOf(job.kinds);
  return `${formatCount(t.imported)} imported, ${formatCount(t.present)} already present, ${formatCount(t.refused)} refused.`;
}

/** The end of an import: what it brought, per kind, and the way to the next one. */
export function SummaryPanel({ job, onAgain }: { job: ImportJob; onAgain: () => void }) {
  const cancelled = job.status === "cancelled";
  const t = totalsOf(job.kinds);
  return (
    <TitledCard id="import-summary" title={cancelled ? "Import cancelled" : "Import complete"}>
      <div className="space-y-4">
        <Alert tone={cancelled ? "warning" : "success"}>
          {cancelled ? "Import cancelled: " : "Import complete: "}
          {totalsText(job)}
          {!cancelled && t.imported === 0 && t.present > 0 && " Everything in these files was already in vitalog."}
        </Alert>
        <CountsTable kinds={job.kinds} caption="Import result, per kind" />
        <p className="text-sm text-muted">
          {plural(t.expected, "record")} found in {plural(job.files.length, "file")}.
        </p>
        <Button onClick={onAgain}>Import more files</Button>
      </div>
    </TitledCard>
  );
}
