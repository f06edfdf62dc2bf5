"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";

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
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function record(status: "taken" | "skipped") {
    setBusy(true);
    try {
      await api(`/api/medications/${medicationId}/doses`, { method: "POST", body: { date, time, status } });
      toast.show(status === "taken" ? `${name} (${time}) marked as taken.` : `${name} (${time}) skipped.`, "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to record the dose", prefix: "Error" }), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex gap-2">
      {state !== "taken" && (
        <Button
          size="sm"
          disabled={busy}
          onClick={() => record("taken")}
          aria-label={`Mark as Taken: ${name} at ${time}`}
        >
          Mark as Taken
        </Button>
      )}
      {state !== "skipped" && state !== "taken" && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => record("skipped")}
          aria-label={`Skip: ${name} at ${time}`}
        >
          Skip
        </Button>
      )}
    </div>
  );
}
