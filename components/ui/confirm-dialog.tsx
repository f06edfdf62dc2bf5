"use client";

import type { ReactNode } from "react";
import type { FailureText } from "@/lib/api-client/client";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { useApiAction, type ApiRequest } from "./use-api-action";

/**
 * "Are you sure?" before a call that cannot be undone (a delete, most often): Cancel, or the
 * confirm button, which makes the call through the one write path and closes on success.
 */
export function ConfirmDialog<R = unknown>({
  open,
  onClose,
  title,
  children,
  request,
  success,
  failure,
  onSuccess,
  confirmLabel = "Delete",
  pendingLabel = "Deleting...",
  cancelLabel = "Cancel",
  tone = "danger",
  confirmDisabled = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  request: ApiRequest;
  /** The success toast: words, or the route's own (`detailOf`). */
  success?: string | ((result: R) => string);
  failure: string | FailureText;
  /** After a success, before the dialog closes (e.g. to sign out). */
  onSuccess?: (result: R) => void;
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
  tone?: "danger" | "primary";
  /** Holds the confirm button back, e.g. until a confirmation word is typed. */
  confirmDisabled?: boolean;
}) {
  const action = useApiAction<null, R>({
    request: () => request,
    success,
    failure,
    onSuccess: (result) => {
      onSuccess?.(result);
      onClose();
    },
  });

  // a call under way finishes before the dialog may close: its outcome is shown, not lost
  const close = () => {
    if (!action.pending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={action.pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => void action.run(null)} disabled={action.pending || confirmDisabled}>
            {action.pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-muted">{children}</div>
    </Dialog>
  );
}
