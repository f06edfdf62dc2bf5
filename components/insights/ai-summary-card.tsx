"use client";

import { useState } from "react";
import { UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { useApiAction } from "@/components/ui/use-api-action";
import { SUMMARY_FAILED } from "@/lib/insights/messages";

/** Premium: the AI writes a short summary from the figures on this page (POST /api/insights/summary). */
export function AiSummaryCard() {
  const [summary, setSummary] = useState<string | null>(null);
  const write = useApiAction<null, { summary: string }>({
    request: () => ({ path: "/api/insights/summary" }),
    failure: SUMMARY_FAILED,
    errorIn: "form",
    onSuccess: (res) => setSummary(res.summary),
    refresh: false,
  });

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
      {write.error &&
        (write.errorStatus === 402 ? (
          <UpgradePrompt detail={write.error} />
        ) : (
          <Alert tone="error">{write.error}</Alert>
        ))}
      <Button className="mt-3" onClick={() => void write.run(null)} disabled={write.pending}>
        {write.pending ? "Writing…" : summary ? "Write it again" : "Write my summary"}
      </Button>
    </TitledCard>
  );
}
