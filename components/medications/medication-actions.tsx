"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api, errorText } from "@/lib/api/client";
import type { MedicationValues } from "./medication-form";

/** Edit, Stop (or Resume) and Delete of one medication. */
export function MedicationActions({ medicationId, values }: { medicationId: string; values: MedicationValues }) {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stopped = values.status !== "active" && values.status !== "prn";

  async function setStatus() {
    setBusy(true);
    const status = stopped ? (values.frequency === "as_needed" ? "prn" : "active") : "inactive";
    try {
      await api(`/api/medications/${medicationId}`, {
        method: "PUT",
        body: { ...values, time: values.time || null, status },
      });
      toast.show(stopped ? `${values.name} resumed.` : `${values.name} stopped.`, "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to update", prefix: "Error" }), "error");
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await api(`/api/medications/${medicationId}`, { method: "DELETE" });
      setConfirming(false);
      toast.show("Medication deleted successfully!", "success");
      router.refresh();
    } catch (err) {
      toast.show(errorText(err, { fallback: "Failed to delete", prefix: "Error" }), "error");
    } finally {
      setBusy(false);
    }
  }

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
        disabled={busy}
        onClick={setStatus}
        aria-label={`${stopped ? "Resume" : "Stop"} ${values.name}`}
      >
        {stopped ? "Resume" : "Stop"}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${values.name}`}
      >
        Delete
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${values.name}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={remove} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          The medication and its dose history are removed for good. To keep the history, stop it instead.
        </p>
      </Dialog>
    </div>
  );
}
