"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";

/**
 * "Remove" (the owner, for a member) or "Leave" (the caller, for themself), each after a
 * confirmation saying what ends: the sharing both ways, and the Pro plan the family gives.
 */
export function RemoveMember({
  userId,
  name,
  leave,
  owner = false,
}: {
  userId: string;
  name: string;
  leave: boolean;
  /** The owner leaving their (otherwise empty) family: it ends. */
  owner?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {owner ? "End the family" : leave ? "Leave family" : "Remove"}
        {!leave && <span className="sr-only"> {name}</span>}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={owner ? "End the family?" : leave ? "Leave the family?" : `Remove ${name}?`}
        request={{ method: "DELETE", path: `/api/family/members/${userId}` }}
        success={detailOf}
        failure={{ fallback: leave ? "Could not leave the family" : "Could not remove the member", prefix: "Error" }}
        confirmLabel={owner ? "End the family" : leave ? "Leave" : "Remove"}
        pendingLabel={owner ? "Ending..." : leave ? "Leaving..." : "Removing..."}
        onSuccess={() => {
          if (leave) router.replace("/family");
        }}
      >
        {owner
          ? "The family ends and its pending invitations stop working. You keep your own Pro plan."
          : leave
            ? "Nothing is shared any more, either way, and the Pro plan the family gives you ends now."
            : `${name} stops seeing what you share and loses the family's Pro plan now. What they shared with others ends too.`}
      </ConfirmDialog>
    </>
  );
}
