"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { errorText } from "@/lib/api/client";
import type { ImportSummary } from "@/lib/export/format";
import { uploadFile } from "./file-transfer";

export const IMPORT_FAILED = "Import failed. Please try again.";
const NO_FILE = "Choose the export zip to import.";

/** "Import complete: 3 records added, 10 already there." */
export function importMessage(imported: ImportSummary): string {
  const added = Object.values(imported).reduce((n, k) => n + k.imported, 0);
  const skipped = Object.values(imported).reduce((n, k) => n + k.skipped, 0);
  return `Import complete: ${added} record${added === 1 ? "" : "s"} added, ${skipped} already there.`;
}

/**
 * Restores a CSV export. The zip goes up as a file, which `useApiAction` (JSON only) cannot
 * send: this form keeps its own pending state, and words a failure with `errorText` as the hook does.
 */
export function ImportForm() {
  const router = useRouter();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setResult(null);
    if (!file) return setError(NO_FILE);
    setBusy(true);
    try {
      const message = importMessage((await uploadFile<{ imported: ImportSummary }>("/api/import", file)).imported);
      setResult(message);
      toast.show(message, "success");
      router.refresh();
    } catch (err) {
      setError(errorText(err, IMPORT_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card aria-labelledby="import-data">
      <CardTitle>
        <span id="import-data">Import an export</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">
        Restore a CSV export (the zip) into this account. Records already here are skipped, so nothing is duplicated.
      </p>
      <form onSubmit={submit} noValidate className="space-y-3">
        <Field label="Export zip" error={error}>
          {(p) => (
            <Input
              {...p}
              type="file"
              accept=".zip,application/zip"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="py-2"
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          {busy ? "Importing…" : "Import data"}
        </Button>
        {result && <Alert tone="success">{result}</Alert>}
      </form>
    </Card>
  );
}
