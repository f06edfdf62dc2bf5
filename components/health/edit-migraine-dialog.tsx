"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, NETWORK_ERROR, api } from "@/lib/api/client";
import { SEVERITY } from "@/lib/health/fields";
import { MigraineFields, migrainePayload, type MigraineValues } from "./migraine-fields";
import type { MigraineItem } from "./types";
import { localDateIn, localTimeIn } from "@/lib/time/zones";

/** "Error updating {type}: ..." with the server's detail, else the spec's fallback. */
export function writeError(verb: "updating" | "deleting", type: "migraine" | "health_metric", err: unknown): string {
  if (!(err instanceof ApiClientError) || err.status === 0) return NETWORK_ERROR;
  return `Error ${verb} ${type}: ${err.detail || (verb === "updating" ? "Failed to update" : "Failed to delete")}`;
}

function prefill(item: MigraineItem, timeZone: string): MigraineValues {
  return {
    severity: item.severity ?? SEVERITY.default,
    duration: item.duration_hours === null ? "" : String(item.duration_hours),
    triggers: item.triggers ?? [],
    symptoms: item.symptoms ?? [],
    location: item.location ?? "",
    treatment: item.treatment ?? "",
    notes: item.notes ?? "",
    date: item.date || localDateIn(timeZone),
    time: item.time || localTimeIn(timeZone),
  };
}

export function EditMigraineDialog({
  item,
  timeZone,
  open,
  onClose,
}: {
  item: MigraineItem;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(() => prefill(item, timeZone));
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await api(`/api/migraines/${item.trigger_id}`, { method: "PUT", body: migrainePayload(values, 0) });
      toast.show("Migraine updated successfully!", "success");
      onClose();
      router.refresh();
    } catch (err) {
      toast.show(writeError("updating", "migraine", err), "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Edit migraine episode"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <MigraineFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        durationStep={0.5}
        showDate
      />
    </Dialog>
  );
}
