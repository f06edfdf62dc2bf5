"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Stops suspecting one trigger, after a confirmation. */
export function RemoveSuspicion({
  suspicionId,
  label,
  exploratoryDays,
}: {
  suspicionId: string;
  label: string;
  /** How long a suspicion added again counts as exploratory (the analysis' rule, passed in to keep it off the client). */
  exploratoryDays: number;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        Remove<span className="sr-only"> {label}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Stop suspecting this trigger?"
        request={{ path: `/api/suspected-triggers/${suspicionId}`, method: "DELETE" }}
        success={`${label} is no longer among your suspected triggers.`}
        failure={{ fallback: "Failed to remove", prefix: "Error removing the trigger" }}
        confirmLabel="Remove"
        pendingLabel="Removing..."
      >
        <p>
          {label} will be tested with the other factors again. If you add it back later, it counts as exploratory for
          another {exploratoryDays} days.
        </p>
      </ConfirmDialog>
    </>
  );
}
