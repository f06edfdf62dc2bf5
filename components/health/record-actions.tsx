"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AcuteChoice } from "./acute-medication-choices";
import { EditMetricDialog } from "./edit-metric-dialog";
import { EditMigraineDialog } from "./edit-migraine-dialog";
import { RECORDS } from "./records";
import type { MetricItem, MigraineItem } from "./types";
import { detailOf } from "@/components/ui/use-api-action";

type Props = { timeZone: string; name: string } & (
  { kind: "migraine"; item: MigraineItem; acuteChoices: AcuteChoice[] } | { kind: "metric"; item: MetricItem }
);

/** Edit and Delete of one card, with the edit modal and the delete confirmation. */
export function RecordActions(props: Props) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const record = RECORDS[props.kind];
  const id = props.kind === "migraine" ? props.item.trigger_id : props.item.metric_id;
  const close = () => setEditing(false);

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
          <EditMigraineDialog
            item={props.item}
            timeZone={props.timeZone}
            onClose={close}
            acuteChoices={props.acuteChoices}
          />
        ) : (
          <EditMetricDialog item={props.item} timeZone={props.timeZone} onClose={close} />
        ))}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${record.noun}?`}
        request={{ path: `${record.path}/${id}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete", prefix: `Error deleting ${record.type}` }}
      >
        <p>This removes {props.name} for good.</p>
      </ConfirmDialog>
    </div>
  );
}
