"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";
import { EditMetricDialog } from "./edit-metric-dialog";
import { EditMigraineDialog, writeError } from "./edit-migraine-dialog";
import type { MetricItem, MigraineItem } from "./types";

type Props = { timeZone: string; name: string } & (
  { kind: "migraine"; item: MigraineItem } | { kind: "metric"; item: MetricItem }
);

/** Edit and Delete of one card, with the edit modal and the delete confirmation. */
export function RecordActions(props: Props) {
  const router = useRouter();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const type = props.kind === "migraine" ? "migraine" : "health_metric";
  const path =
    props.kind === "migraine"
      ? `/api/migraines/${props.item.trigger_id}`
      : `/api/health-metrics/${props.item.metric_id}`;

  async function remove() {
    setDeleting(true);
    try {
      await api(path, { method: "DELETE" });
      toast.show(
        props.kind === "migraine" ? "Migraine deleted successfully!" : "Health metric deleted successfully!",
        "success",
      );
      setConfirming(false);
      router.refresh();
    } catch (err) {
      toast.show(writeError("deleting", type, err), "error");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        Edit<span className="sr-only"> {props.name}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        Delete<span className="sr-only"> {props.name}</span>
      </Button>
      {editing &&
        (props.kind === "migraine" ? (
          <EditMigraineDialog item={props.item} timeZone={props.timeZone} open onClose={() => setEditing(false)} />
        ) : (
          <EditMetricDialog item={props.item} timeZone={props.timeZone} open onClose={() => setEditing(false)} />
        ))}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={props.kind === "migraine" ? "Delete migraine episode?" : "Delete health metric?"}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={remove} disabled={deleting}>
              {deleting ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">This removes {props.name} for good.</p>
      </Dialog>
    </div>
  );
}
