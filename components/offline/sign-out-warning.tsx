"use client";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { entries } from "./entries";

/** Before a sign-out that would discard the writes waiting on this device: Stay, or Sign out anyway. */
export function SignOutWarning({
  count,
  onStay,
  onSignOut,
}: {
  count: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onStay}
      title="Sign out with unsynced entries?"
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay
          </Button>
          <Button variant="danger" onClick={onSignOut}>
            Sign out anyway
          </Button>
        </>
      }
    >
      <p>
        {entries(count)} {count === 1 ? "is" : "are"} waiting to sync. If you sign out now {count === 1 ? "it" : "they"}{" "}
        will be discarded.
      </p>
    </Dialog>
  );
}
