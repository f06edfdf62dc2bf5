"use client";

import { useState } from "react";
import { isPlanLimit, UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { downloadFile, formatBytes } from "./file-transfer";

export const EXPORT_FAILED = "Export failed. Please try again.";
export const REPORT_FAILED = "Report generation failed. Please try again.";
const PDF_EXPORT = "/api/export/data?format=pdf";

/**
 * A button that builds and downloads a file, showing progress while it streams. A plan limit
 * shows the upgrade prompt with the server's words and downloads nothing; a report that fails
 * otherwise falls back to the PDF export, which every plan may download; an export that fails
 * shows the one fixed message.
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

  /** Shows the upgrade prompt for a refusal by the plan; false for any other failure. */
  function showPlanLimit(err: unknown): boolean {
    if (!isPlanLimit(err) || !err.detail) return false;
    setPlanLimit(err.detail);
    return true;
  }

  async function pdfExportInstead() {
    try {
      const filename = await downloadFile(PDF_EXPORT, "health-data.pdf", setBytes);
      toast.show(`The report could not be made; your PDF export was downloaded instead: ${filename}`, "info");
    } catch {
      toast.show(REPORT_FAILED, "error");
    }
  }

  async function run() {
    setBusy(true);
    setBytes(0);
    setPlanLimit(null);
    try {
      const filename = await downloadFile(url, fallbackName, setBytes);
      toast.show(`${kind === "report" ? "Report" : "Export"} downloaded: ${filename}`, "success");
    } catch (err) {
      // a plan refusal downloads nothing: another file in its place would hide why
      if (showPlanLimit(err)) return;
      if (kind === "report") await pdfExportInstead();
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
