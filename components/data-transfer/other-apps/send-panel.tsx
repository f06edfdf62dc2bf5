"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TitledCard } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { ProgressBar } from "@/components/ui/progress";
import type { ImportJob, ImportStep } from "@/lib/data-transfer/other-apps/controller";
import { CountsTable, totalsOf } from "./counts-table";
import { formatBytes, formatCount } from "./format";

function CancelButton({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel import
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this import?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep importing
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                onCancel();
              }}
            >
              Cancel import
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">
          The records already imported stay. Importing the same files later adds only what is missing.
        </p>
      </Dialog>
    </>
  );
}

function Progress({ job, read, total }: { job: ImportJob; read: number; total: number }) {
  const t = totalsOf(job.kinds);
  const done = t.imported + t.present + t.refused;
  return (
    <div className="space-y-2">
      <ProgressBar value={done} max={Math.max(t.expected, 1)} label="Records imported" />
      <p className="text-sm text-ink tabular-nums">
        {formatCount(done)} of {formatCount(t.expected)} records
        <span className="text-muted">
          {" "}
          · {formatBytes(read)} of {formatBytes(total)} read
        </span>
      </p>
    </div>
  );
}

/** While records are sent: the progress, a lost connection being waited out, and the way to stop. */
export function SendPanel({
  state,
  onCancel,
}: {
  state: Extract<ImportStep, { step: "sending" }>;
  onCancel: () => void;
}) {
  return (
    <TitledCard id="import-progress" title="Importing">
      <div className="space-y-4">
        <Progress job={state.job} read={state.read} total={state.total} />
        {state.retrying && (
          <Alert tone="warning">
            Connection problem: {state.retrying.why} Trying again in {state.retrying.seconds} s.
          </Alert>
        )}
        <p className="text-sm text-muted">
          You can use other pages of vitalog meanwhile: the import goes on while this tab stays open. If the tab closes,
          pick the same files here to resume.
        </p>
        <CountsTable kinds={state.job.kinds} caption="Records so far, per kind" />
        <CancelButton onCancel={onCancel} />
      </div>
    </TitledCard>
  );
}

/** The import stopped (the server out of reach too long, signed out): why, and what can be done. */
export function StoppedPanel({
  state,
  onRetry,
  onCancel,
}: {
  state: Extract<ImportStep, { step: "stopped" }>;
  onRetry: () => void;
  onCancel: () => void;
}) {
  return (
    <TitledCard id="import-stopped" title="Import stopped">
      <div className="space-y-4">
        <Alert tone="error">{state.message}</Alert>
        <p className="text-sm text-muted">
          What reached the server is kept. Trying again goes on from there, and nothing is imported twice.
        </p>
        <CountsTable kinds={state.job.kinds} caption="Records so far, per kind" />
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRetry}>Try again</Button>
          <CancelButton onCancel={onCancel} />
        </div>
      </div>
    </TitledCard>
  );
}
