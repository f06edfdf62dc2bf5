"use client";

import { useState } from "react";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { downloadFile, formatBytes } from "./download";

export const EXPORT_FAILED = "Export failed. Please try again.";
export const REPORT_FAILED = "Report generation failed. Please try again.";
const PDF_EXPORT = "/api/export/data?format=pdf";

/**
 * A button that builds and downloads a file, showing progress while it streams. A report
 * that fails falls back to the PDF export (spec section 7); a plan limit shows the upgrade
 * prompt with the server's words.
 */
export function DownloadButton({
  url,
  label,
  fallbackName,
  kind,
  variant = "primary",
}: {
  url: string;
  label: string;
  fallbackName: string;
  kind: "export" | "report";
  variant?: "primary" | "secondary";
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [bytes, setBytes] = useState(0);
  const [planLimit, setPlanLimit] = useState<string | null>(null);

  async function run() {
    setBusy(true);
    setBytes(0);
    setPlanLimit(null);
    try {
      const result = await downloadFile(url, fallbackName, setBytes);
      if (result.ok) {
        toast.show(
          kind === "report" ? `Report downloaded: ${result.filename}` : `Export downloaded: ${result.filename}`,
          "success",
        );
        return;
      }
      if (kind === "report") {
        const fallback = await downloadFile(PDF_EXPORT, "health-data.pdf", setBytes);
        if (fallback.ok) {
          if (result.status === 402) setPlanLimit(result.detail);
          toast.show(
            `The report could not be made; your PDF export was downloaded instead: ${fallback.filename}`,
            "info",
          );
        } else toast.show(REPORT_FAILED, "error");
        return;
      }
      if (result.status === 402 && result.detail) setPlanLimit(result.detail);
      else toast.show(EXPORT_FAILED, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button variant={variant} onClick={run} disabled={busy} aria-busy={busy}>
        {busy ? "Preparing…" : label}
      </Button>
      <p role="status" className="text-sm text-muted">
        {busy ? (bytes > 0 ? `Downloading… ${formatBytes(bytes)} received` : "Building your file…") : ""}
      </p>
      {planLimit && <UpgradePrompt detail={planLimit} />}
    </div>
  );
}
