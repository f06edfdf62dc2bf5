import { Card, CardTitle } from "@/components/ui/card";
import { REPORT_KINDS } from "@/lib/reports/schema";
import { DownloadButton } from "./download-button";

export function ReportsPanel({ pro }: { pro: boolean }) {
  return (
    <div className="space-y-4">
      {!pro && (
        <p className="text-sm text-muted">
          PDF reports are part of the Pro plan; without it, your PDF export is downloaded instead.
        </p>
      )}
      {REPORT_KINDS.map((r) => (
        <Card key={r.kind} aria-labelledby={`report-${r.kind}`}>
          <CardTitle>
            <span id={`report-${r.kind}`}>{r.title}</span>
          </CardTitle>
          <p className="mb-3 text-sm text-muted">{r.description}</p>
          <DownloadButton
            url={`/api/health-reports/${r.kind}`}
            label={`Download ${r.title}`}
            fallbackName={`${r.kind}-report.pdf`}
            kind="report"
            variant="secondary"
          />
        </Card>
      ))}
    </div>
  );
}
