"use client";

import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf, useApiAction } from "@/components/ui/use-api-action";
import { medicationPayload, type MedicationValues } from "./medication-values";

/** Edit, Stop (or Resume) and Delete of one medication. */
export function MedicationActions({ medicationId, values }: { medicationId: string; values: MedicationValues }) {
  const [confirming, setConfirming] = useState(false);
  const stopped = values.status !== "active" && values.status !== "prn";
  const path = `/api/medications/${medicationId}` as const;
  // a resumed medication is taken as needed again when that is its frequency
  const resumed = values.frequency === "as_needed" ? "prn" : "active";
  const setStatus = useApiAction({
    request: (status: string) => ({ path, method: "PUT" as const, body: medicationPayload({ ...values, status }) }),
    success: stopped ? `${values.name} resumed.` : `${values.name} stopped.`,
    failure: { fallback: "Failed to update", prefix: "Error" },
  });

  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink
        href={`/medications?tab=add&edit=${medicationId}`}
        size="sm"
        variant="secondary"
        aria-label={`Edit ${values.name}`}
      >
        Edit
      </ButtonLink>
      <Button
        size="sm"
        variant="secondary"
        disabled={setStatus.pending}
        onClick={() => void setStatus.run(stopped ? resumed : "inactive")}
        aria-label={`${stopped ? "Resume" : "Stop"} ${values.name}`}
      >
        {stopped ? "Resume" : "Stop"}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={setStatus.pending}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${values.name}`}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${values.name}?`}
        request={{ path, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete", prefix: "Error" }}
      >
        <p>The medication and its dose history are removed for good. To keep the history, stop it instead.</p>
      </ConfirmDialog>
    </div>
  );
}
