"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** The owner cancels a pending invitation, after a confirmation: its link stops working and its place frees. */
export function CancelInvitation({ invitationId, email }: { invitationId: string; email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Cancel invitation<span className="sr-only"> to {email}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this invitation?"
        request={{ method: "DELETE", path: `/api/family/invitations/${invitationId}` }}
        success={`Invitation to ${email} cancelled.`}
        failure={{ fallback: "Could not cancel the invitation", prefix: "Error" }}
        confirmLabel="Cancel invitation"
        pendingLabel="Cancelling..."
        cancelLabel="Keep it"
      >
        <p>
          The link sent to <span className="font-medium break-all text-ink">{email}</span> stops working, and the place
          it held in your family is free again. You can invite them again later.
        </p>
      </ConfirmDialog>
    </>
  );
}
