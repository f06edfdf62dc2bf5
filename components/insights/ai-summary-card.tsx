"use client";

import { useState } from "react";
import { isPlanLimit, UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api, errorText } from "@/lib/api/client";
import { TitledCard } from "./titled-card";

/** Premium: the AI writes a short summary from the figures on this page (POST /api/insights/summary). */
export function AiSummaryCard() {
  const [summary, setSummary] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; plan: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function write() {
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ summary: string }>("/api/insights/summary", { method: "POST" });
      setSummary(res.summary);
    } catch (err) {
      setError({
        text: errorText(err, "The AI summary could not be written. Please try again."),
        plan: isPlanLimit(err),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledCard id="insights-ai" title="Your AI summary">
      {summary ? (
        <p className="text-sm text-ink" aria-live="polite">
          {summary}
        </p>
      ) : (
        <p className="text-sm text-muted">
          A few sentences on your week, written by AI from the figures on this page only.
        </p>
      )}
      {error && (error.plan ? <UpgradePrompt detail={error.text} /> : <Alert tone="error">{error.text}</Alert>)}
      <Button className="mt-3" onClick={write} disabled={busy}>
        {busy ? "Writing…" : summary ? "Write it again" : "Write my summary"}
      </Button>
    </TitledCard>
  );
}
