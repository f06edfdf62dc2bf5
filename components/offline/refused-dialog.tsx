"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { editedBody, editFields } from "@/lib/offline/edit-fields";
import { discardWrite, requestSync, retryWrite } from "@/lib/offline/sync-client";
import type { QueuedWrite } from "@/lib/offline/types";
import { useQueuedWrites } from "./use-queued-writes";

const isRefused = (w: QueuedWrite) => w.state === "refused";

/**
 * The writes the server refused on sync, each with its reason: "Edit and retry" (a form of
 * the write's values, sent under a new Idempotency-Key) or "Discard" after a confirmation.
 */
export function RefusedDialog({ onClose }: { onClose: () => void }) {
  const refused = useQueuedWrites(isRefused);
  const [editing, setEditing] = useState<QueuedWrite | null>(null);
  const [discarding, setDiscarding] = useState<QueuedWrite | null>(null);

  if (discarding) {
    return (
      <Dialog
        open
        onClose={() => setDiscarding(null)}
        title="Discard this entry?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDiscarding(null)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => void discardWrite(discarding.id).then(() => setDiscarding(null))}>
              Discard
            </Button>
          </>
        }
      >
        <p>{discarding.label} will be deleted from this device. It was never saved on the server.</p>
      </Dialog>
    );
  }

  if (editing) {
    return (
      <Dialog open onClose={() => setEditing(null)} title={`Edit ${editing.label}`}>
        <EditForm
          write={editing}
          onCancel={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            if (refused.length <= 1) onClose();
          }}
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Entries that couldn't be synced"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {refused.length === 0 ? (
        <p className="text-sm text-muted">Every entry saved on this device has been dealt with.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {refused.map((w) => (
            <li key={w.id} className="space-y-2 py-3">
              <p className="font-medium text-ink">{w.label}</p>
              <p className="text-sm text-red-700">{w.detail}</p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setEditing(w)} aria-label={`Edit and retry ${w.label}`}>
                  Edit and retry
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDiscarding(w)}
                  aria-label={`Discard ${w.label}`}
                >
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function EditForm({ write, onCancel, onDone }: { write: QueuedWrite; onCancel: () => void; onDone: () => void }) {
  const fields = editFields(write.body);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, f.value])),
  );
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void retryWrite(write.id, editedBody(write.body, fields, values)).then(() => {
          requestSync();
          onDone();
        });
      }}
    >
      <p className="text-sm text-red-700">{write.detail}</p>
      {fields.map((f) => (
        <Field key={f.key} label={f.label}>
          {(p) =>
            f.kind === "boolean" ? (
              <Select
                {...p}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              >
                <option value="true">Yes</option>
                <option value="false">No</option>
              </Select>
            ) : (
              <Input
                {...p}
                inputMode={f.kind === "number" ? "decimal" : undefined}
                autoComplete="off"
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            )
          }
        </Field>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Retry</Button>
      </div>
    </form>
  );
}
