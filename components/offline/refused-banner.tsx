"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { entries } from "./offline-queue";
import { useQueuedWrites } from "./use-queued-writes";

const RefusedDialog = dynamic(() => import("./refused-dialog").then((m) => m.RefusedDialog), { ssr: false });

const isRefused = (w: { state: string }) => w.state === "refused";

/** "N entries couldn't be synced", above every signed-in page while the server refuses writes of this device. */
export function RefusedBanner() {
  const refused = useQueuedWrites(isRefused);
  const [open, setOpen] = useState(false);
  return (
    <>
      {refused.length > 0 && (
        <div className="mx-auto max-w-5xl px-4 pt-3 sm:px-6 lg:px-8">
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
          >
            <span>{entries(refused.length)} couldn&apos;t be synced.</span>
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              Review
            </Button>
          </div>
        </div>
      )}
      {open && <RefusedDialog onClose={() => setOpen(false)} />}
    </>
  );
}
