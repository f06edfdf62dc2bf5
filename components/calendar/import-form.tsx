"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { NETWORK_ERROR } from "@/lib/api/client";

export const IMPORT_FAILED = "Import failed. Please try again.";

type Summary = Record<string, { imported: number; skipped: number }>;

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
    if (!file) {
      setError("Choose the export zip to import.");
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.set("file", file);
      let res: Response;
      try {
        res = await fetch("/api/import", { method: "POST", body: form, credentials: "same-origin" });
      } catch {
        setError(NETWORK_ERROR);
        return;
      }
      const data = (await res.json().catch(() => null)) as { imported?: Summary; detail?: string } | null;
      if (!res.ok || !data?.imported) {
        setError(data?.detail || IMPORT_FAILED);
        return;
      }
      const totals = Object.values(data.imported).reduce(
        (t, k) => ({ imported: t.imported + k.imported, skipped: t.skipped + k.skipped }),
        { imported: 0, skipped: 0 },
      );
      const message = `Import complete: ${totals.imported} record${totals.imported === 1 ? "" : "s"} added, ${totals.skipped} already there.`;
      setResult(message);
      toast.show(message, "success");
      router.refresh();
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
