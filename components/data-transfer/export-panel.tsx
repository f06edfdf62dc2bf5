"use client";

import { useState, type ReactNode } from "react";
import { LockedFeature } from "@/components/billing/upgrade-prompt";
import { Card, CardTitle } from "@/components/ui/card";
import type { Gate } from "@/lib/billing/gate";
import { PERIOD_DAYS } from "@/lib/reports/schema";
import { DownloadButton } from "./download-button";
import { PeriodField } from "./period-field";

function ExportCard({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardTitle>
        <span id={id}>{title}</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">{text}</p>
      {children}
    </Card>
  );
}

/**
 * The Export Data tab: the CSV zip, the PDF export and the medical report with the FHIR
 * bundle (both Pro, one upgrade card when the plan lacks them), then `children`.
 */
export function ExportPanel({ medicalGate, children }: { medicalGate: Gate; children?: ReactNode }) {
  const [days, setDays] = useState<number>(PERIOD_DAYS.default);
  return (
    <div className="space-y-4">
      <ExportCard
        id="export-csv"
        title="CSV export"
        text={
          "Everything you logged, one CSV file per kind of record, in a zip with a manifest of counts and " +
          "checksums. Available on every plan."
        }
      >
        <DownloadButton
          url="/api/export/data?format=csv"
          label="Download CSV (zip)"
          fallbackName="health-data.zip"
          kind="export"
        />
      </ExportCard>
      <ExportCard id="export-pdf" title="PDF export" text="A readable document of all your records, month by month.">
        <DownloadButton
          url="/api/export/data?format=pdf"
          label="Download PDF"
          fallbackName="health-data.pdf"
          kind="export"
        />
      </ExportCard>
      <ExportCard
        id="export-medical"
        title="Medical report"
        text={
          "A summary for your healthcare provider: migraines, vital signs, medications and adherence, mood and " +
          "sleep, and the same records as a FHIR file for a clinic's health record system. Pro plan."
        }
      >
        {medicalGate.state === "open" ? (
          <>
            <PeriodField label="Medical report period" days={days} onChange={setDays} className="mb-3" />
            <DownloadButton
              url={`/api/export/data?format=medical&days=${days}`}
              label="Download medical report"
              fallbackName="medical-report.pdf"
              kind="export"
            />
            <div className="mt-4 border-t border-slate-200 pt-4">
              <h3 className="mb-1 font-semibold text-ink">FHIR bundle</h3>
              <p className="mb-3 text-sm text-muted">
                Your vitals, medications and migraines, every date, as a FHIR R4 file (JSON with LOINC codes) that
                health record software imports.
              </p>
              <DownloadButton
                url="/api/export/data?format=fhir"
                label="Download FHIR bundle"
                fallbackName="vitalog-fhir.json"
                kind="export"
                variant="secondary"
              />
            </div>
          </>
        ) : (
          <LockedFeature gate={medicalGate} />
        )}
      </ExportCard>
      {children}
    </div>
  );
}
