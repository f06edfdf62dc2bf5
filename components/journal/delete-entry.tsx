"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { detailOf } from "@/components/ui/use-api-action";

export function DeleteEntry({ entryId, title }: { entryId: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${title}?`}
        request={{ path: `/api/journal-entries/${entryId}`, method: "DELETE" }}
        success={detailOf}
        failure={{ fallback: "Failed to delete", prefix: "Error" }}
      >
        <p>This entry is removed for good.</p>
      </ConfirmDialog>
    </>
  );
}
