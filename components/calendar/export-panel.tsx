"use client";

import { useState } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { MEDICAL_PERIODS as PERIODS } from "@/lib/export/fields";
import { DownloadButton } from "./download-button";

export function ExportPanel({ children }: { children?: React.ReactNode }) {
  const [days, setDays] = useState<number>(90);
  return (
    <div className="space-y-4">
      <Card aria-labelledby="export-csv">
        <CardTitle>
          <span id="export-csv">CSV export</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          Everything you logged, one CSV file per kind of record, in a zip with a manifest of counts and checksums.
          Available on every plan.
        </p>
        <DownloadButton
          url="/api/export/data?format=csv"
          label="Download CSV (zip)"
          fallbackName="health-data.zip"
          kind="export"
        />
      </Card>
      <Card aria-labelledby="export-pdf">
        <CardTitle>
          <span id="export-pdf">PDF export</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">A readable document of all your records, month by month.</p>
        <DownloadButton
          url="/api/export/data?format=pdf"
          label="Download PDF"
          fallbackName="health-data.pdf"
          kind="export"
        />
      </Card>
      <Card aria-labelledby="export-medical">
        <CardTitle>
          <span id="export-medical">Medical report</span>
        </CardTitle>
        <p className="mb-3 text-sm text-muted">
          A summary for your healthcare provider: migraines, vital signs, medications and adherence, mood and sleep. Pro
          plan.
        </p>
        <Field label="Medical report period" className="mb-3">
          {(props) => (
            <Select {...props} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  Last {p} days
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DownloadButton
          url={`/api/export/data?format=medical&days=${days}`}
          label="Download medical report"
          fallbackName="medical-report.pdf"
          kind="export"
        />
      </Card>
      {children}
    </div>
  );
}
