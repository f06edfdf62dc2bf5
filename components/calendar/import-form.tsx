"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import type { ImportSummary } from "@/lib/export/format";
import { IMPORT_NO_FILE } from "@/lib/export/schema";

export const IMPORT_FAILED = "Import failed. Please try again.";

/** "Import complete: 3 records added, 10 already there." */
export function importMessage(imported: ImportSummary): string {
  const added = Object.values(imported).reduce((n, k) => n + k.imported, 0);
  const skipped = Object.values(imported).reduce((n, k) => n + k.skipped, 0);
  return `Import complete: ${added} record${added === 1 ? "" : "s"} added, ${skipped} already there.`;
}

/** The zip as the import route reads it: the multipart field "file". */
function importBody(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}

/** Restores a CSV export into this account; every view's data may change, so the page refreshes. */
export function ImportForm() {
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const upload = useApiAction<File, { imported: ImportSummary }>({
    request: (chosen) => ({ path: "/api/import", body: importBody(chosen) }),
    success: ({ imported }) => importMessage(imported),
    failure: IMPORT_FAILED,
    errorIn: "form",
    onSuccess: ({ imported }) => setResult(importMessage(imported)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setMissing(!file);
    if (file) void upload.run(file);
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
        <Field label="Export zip" error={missing ? IMPORT_NO_FILE : upload.error}>
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
        <Button type="submit" variant="secondary" disabled={upload.pending} aria-busy={upload.pending}>
          {upload.pending ? "Importing…" : "Import data"}
        </Button>
        {result && <Alert tone="success">{result}</Alert>}
      </form>
    </Card>
  );
}
