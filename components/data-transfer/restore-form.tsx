"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useApiAction } from "@/components/ui/use-api-action";
import { EXPORT_ONLY_KINDS, type ImportSummary } from "@/lib/data-transfer/export/format";
import { IMPORT_NO_FILE } from "@/lib/data-transfer/export/schema";

export const IMPORT_FAILED = "Import failed. Please try again.";

const ALREADY_THERE = "Already in this account.";

/**
 * "Import complete: 3 records added, 10 already there." and, for records the import left out
 * for another reason (the plan's limits), each reason with its count.
 */
export function importMessage(imported: ImportSummary): string {
  // the account activity of an export is never imported: nothing the user needs telling
  const kinds = Object.entries(imported)
    .filter(([kind]) => !(EXPORT_ONLY_KINDS as readonly string[]).includes(kind))
    .map(([, result]) => result);
  const added = kinds.reduce((n, k) => n + k.imported, 0);
  const others = new Map<string, number>();
  let already = 0;
  for (const { skipped_reasons = [] } of kinds)
    for (const { reason, count } of skipped_reasons) {
      if (reason === ALREADY_THERE) already += count;
      else others.set(reason, (others.get(reason) ?? 0) + count);
    }
  const head = `Import complete: ${added} record${added === 1 ? "" : "s"} added, ${already} already there.`;
  const rest = [...others].map(([reason, count]) => ` ${count} not imported: ${reason}`);
  return head + rest.join("");
}

/** The zip as the import route reads it: the multipart field "file". */
function importBody(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}

/** Restores a CSV export into this account; every view's data may change, so the page refreshes. */
export function RestoreForm() {
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
