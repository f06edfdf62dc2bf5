"use client";

import { useQueuedWrites } from "@/components/offline/use-queued-writes";
import { WaitingBadge } from "@/components/offline/waiting-badge";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";
import type { QueuedWrite } from "@/lib/offline/types";

type DoseStatus = "taken" | "skipped";

/**
 * "Mark as Taken" and "Skip" for one dose slot: POST /api/medications/{id}/doses. A mark saved
 * on this device while offline shows in their place, "Waiting to sync".
 */
export function DoseButtons({
  medicationId,
  name,
  date,
  time,
  state,
}: {
  medicationId: string;
  name: string;
  date: string;
  time: string;
  state: string;
}) {
  const record = useApiAction({
    request: (status: DoseStatus) => ({ path: `/api/medications/${medicationId}/doses`, body: { date, time, status } }),
    success: (_, status) => (status === "taken" ? `${name} (${time}) marked as taken.` : `${name} (${time}) skipped.`),
    failure: { fallback: "Failed to record the dose", prefix: "Error" },
    offline: { label: (status) => `${name} (${time}) ${status === "taken" ? "taken" : "skipped"}` },
  });

  const path = `/api/medications/${medicationId}/doses`;
  const [queued] = useQueuedWrites((w: QueuedWrite) => {
    const body = w.body as { date?: string; time?: string } | null;
    return w.path === path && body?.date === date && body?.time === time;
  });
  if (queued) {
    const status = (queued.body as { status?: string }).status === "skipped" ? "Skipped" : "Taken";
    // the dose as the user marked it on this device, until the server has it
    return (
      <p
        className="flex flex-wrap items-center gap-2 text-sm text-ink"
        aria-label={`${name} at ${time}: ${status}, ${queued.state === "refused" ? "couldn't sync" : "waiting to sync"}`}
      >
        <span className="font-medium">{status}</span>
        <WaitingBadge refused={queued.state === "refused"} />
      </p>
    );
  }

  return (
    <div className="flex gap-2">
      {state !== "taken" && (
        <Button
          size="sm"
          disabled={record.pending}
          onClick={() => void record.run("taken")}
          aria-label={`Mark as Taken: ${name} at ${time}`}
        >
          Mark as Taken
        </Button>
      )}
      {state !== "skipped" && state !== "taken" && (
        <Button
          size="sm"
          variant="secondary"
          disabled={record.pending}
          onClick={() => void record.run("skipped")}
          aria-label={`Skip: ${name} at ${time}`}
        >
          Skip
        </Button>
      )}
    </div>
  );
}
