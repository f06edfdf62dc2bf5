"use client";

import { Button } from "@/components/ui/button";
import { useApiAction } from "@/components/ui/use-api-action";

type DoseStatus = "taken" | "skipped";

/** "Mark as Taken" and "Skip" for one dose slot: POST /api/medications/{id}/doses. */
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
  });

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
