"use client";

import { useState } from "react";
import { LockedFeature, UpgradePrompt } from "@/components/billing/upgrade-prompt";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { useApiAction } from "@/components/ui/use-api-action";
import { AI_ENTRY_POINTS, type Gate } from "@/lib/billing/gate";
import { SUMMARY_FAILED } from "@/lib/insights/messages";

/**
 * Premium: the AI writes a short summary from the figures on this page (POST /api/insights/summary).
 * Without the plan, or without AI on the server, the card says so in place of its button.
 */
export function AiSummaryCard({ gate }: { gate: Gate }) {
  if (gate.state !== "open") {
    return (
      <TitledCard id="insights-ai" title="Your AI summary">
        <LockedFeature gate={gate} words={AI_ENTRY_POINTS.summary} />
      </TitledCard>
    );
  }
  return <SummaryWriter />;
}

function SummaryWriter() {
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
        <p className="text-sm text-muted">{AI_ENTRY_POINTS.summary.description}</p>
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
