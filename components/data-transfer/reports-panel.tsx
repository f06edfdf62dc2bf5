import { LockedFeature } from "@/components/billing/upgrade-prompt";
import { Card, CardTitle } from "@/components/ui/card";
import type { Gate } from "@/lib/billing/gate";
import { REPORT_KINDS } from "@/lib/reports/schema";
import { DownloadButton } from "./download-button";

/** The four PDF reports; without the plan, what each holds and one upgrade card, no download buttons. */
export function ReportsPanel({ gate }: { gate: Gate }) {
  const open = gate.state === "open";
  return (
    <div className="space-y-4">
      {!open && <LockedFeature gate={gate} />}
      {REPORT_KINDS.map((r) => (
        <Card key={r.kind} aria-labelledby={`report-${r.kind}`}>
          <CardTitle
            action={
              !open && (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-muted">Pro</span>
              )
            }
          >
            <span id={`report-${r.kind}`}>{r.title}</span>
          </CardTitle>
          <p className={open ? "mb-3 text-sm text-muted" : "text-sm text-muted"}>{r.description}</p>
          {open && (
            <DownloadButton
              url={`/api/health-reports/${r.kind}`}
              label={`Download ${r.title}`}
              fallbackName={`${r.kind}-report.pdf`}
              kind="report"
              variant="secondary"
            />
          )}
        </Card>
      ))}
    </div>
  );
}
