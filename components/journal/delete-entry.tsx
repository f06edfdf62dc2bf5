"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/components/ui/error-message";
import { useToast } from "@/components/ui/toast";
import { api } from "@/lib/api/client";

export function DeleteEntry({ entryId, title }: { entryId: string; title: string }) {
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await api(`/api/journal-entries/${entryId}`, { method: "DELETE" });
      setOpen(false);
      toast.show("Journal entry deleted successfully!", "success");
      router.refresh();
    } catch (err) {
      toast.show(errorMessage(err, "Failed to delete"), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Delete ${title}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={remove} disabled={busy}>
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">This entry is removed for good.</p>
      </Dialog>
    </>
  );
}
