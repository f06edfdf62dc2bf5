"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { entries } from "./entries";
import { RefusedDialog } from "./refused-dialog";

/** "N entries couldn't be synced" and its Review button, which opens the refused writes. */
export function RefusedNotice({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-3 sm:px-6 lg:px-8">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
      >
        <span>{entries(count)} couldn&apos;t be synced.</span>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Review
        </Button>
      </div>
      {open && <RefusedDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
