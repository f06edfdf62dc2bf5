"use client";

import { useId, type ReactNode } from "react";
import type { $ZodType } from "zod/v4/core";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useApiAction } from "@/components/ui/use-api-action";
import { localDateIn } from "@/lib/time/zones";
import { futureDateErrors } from "@/lib/validation/future-date";
import type { FieldErrors } from "@/lib/validation/issues";
import { RECORDS, type RecordKind } from "./records";

/**
 * The edit modal of a record: its fields in a form, Cancel, and Save Changes, which checks the
 * payload with the route's schema, sends the update and closes; a failure reads
 * "Error updating {type}: ..." (the server's detail, else "Failed to update").
 */
export function EditDialog<I>({
  kind,
  id,
  title,
  schema,
  payload,
  timeZone,
  onClose,
  children,
}: {
  kind: RecordKind;
  id: string;
  title: string;
  schema: $ZodType;
  payload: () => I & { date: string };
  /** The user's zone: a date after today there is refused beside the field before sending. */
  timeZone: string;
  onClose: () => void;
  /** The fields, given the schema's messages by payload field. */
  children: (errors: FieldErrors) => ReactNode;
}) {
  const record = RECORDS[kind];
  const formId = useId();
  const save = useApiAction({
    schema,
    check: (body: I & { date: string }) => futureDateErrors({ date: body.date }, localDateIn(timeZone)),
    request: (body: I & { date: string }) => ({ path: `${record.path}/${id}`, method: "PUT", body }),
    success: record.updated,
    failure: { fallback: "Failed to update", prefix: `Error updating ${record.type}` },
    onSuccess: onClose,
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.pending}>
            {save.pending ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={save.submit(payload)} noValidate>
        {children(save.fieldErrors)}
      </form>
    </Dialog>
  );
}
